import { readHtml } from './html.ts'

/**
 * The page generator's JSDOM, answered by the project's HTML reader. vite-react-ssg parses every
 * page it renders with JSDOM only to add preload links (none here: the site's router is not a data
 * router) and write the page out again, and the build then reads each page with linkedom
 * (html.ts). This class offers what the generator uses, and no more: a document to edit and its
 * serialization. `npm run build` hands it to the generator (main.ts, generatorDomHooks.ts).
 */
export class JSDOM {
  readonly window: { document: Document }

  constructor(html = '') {
    this.window = { document: readHtml(html) }
  }

  serialize(): string {
    return this.window.document.toString()
  }
}

export default { JSDOM }
