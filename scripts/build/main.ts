// npm run build: the page generator's build (vite-react-ssg, configured in vite.config.ts), with
// one change no option of it makes: it reads each page it renders with the project's HTML reader
// instead of JSDOM (generatorDom.ts), which took about a third of its time per page.
import { register } from 'node:module'

register('./generatorDomHooks.ts', import.meta.url)
const { build } = await import('vite-react-ssg/node')
await build()
