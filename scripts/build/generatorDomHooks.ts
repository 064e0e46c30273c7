import type { ResolveHook } from 'node:module'

// Module hooks for the build (main.ts): the page generator's `jsdom` is generatorDom.ts. Every
// other import resolves as usual, jsdom itself included.

const generatorDom = new URL('./generatorDom.ts', import.meta.url).href

export const resolve: ResolveHook = (specifier, context, nextResolve) =>
  nextResolve(
    specifier === 'jsdom' && context.parentURL?.includes('/node_modules/vite-react-ssg/') ? generatorDom : specifier,
    context,
  )
