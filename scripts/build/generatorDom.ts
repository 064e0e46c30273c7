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
    const document = readHtml(html)
    // A browser's parser drops the white space between the doctype, <html> and <head> (as JSDOM
    // did), and the page must start with its charset in the first bytes (see e2e/routes.spec.ts).
    const inHtml = [...document.documentElement.childNodes]
    const beforeHead = [...document.childNodes, ...inHtml.slice(0, inHtml.indexOf(document.head))]
    for (const node of beforeHead) if (node.nodeType === node.TEXT_NODE && !node.textContent?.trim()) node.remove()
    this.window = { document }
  }

  serialize(): string {
    return this.window.document.toString()
  }
}

export default { JSDOM }
