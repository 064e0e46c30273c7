// The preview beside the editor's form: the entry drawn as its page, by the site's own components and stylesheet, with
// the site's words ({{company}} and the like) filled in and each picture as Sveltia holds it. What it cannot show as
// visitors will: a picture at its built sizes (it shows the file chosen), and the header and footer.
//
// Sveltia renders a preview with its own copy of React, in which the site's components could not use their hooks: the
// template is a class (no hooks) holding a root of the site's own React, which draws the page inside the preview
// (previewPages.tsx).
import { Component } from 'react'
import type { ResponsiveImage } from '@/content'
import type { EntryMap } from './checkEntry.ts'
import { notePicture } from './problems.ts'
import { imagePaths } from '../content/validate.ts'
import { previewRoot, type PreviewedPage, type PreviewRoot } from './previewPages.tsx'

/** What Sveltia hands a preview template (its documented props that these use). */
interface PreviewProps {
  entry: EntryMap
  getAsset: (path: string) => { url: string } | undefined
}

/** The preview template of `kind`'s entries. */
export function sitePreview(kind: PreviewedPage) {
  return class SitePreview extends Component<PreviewProps> {
    private root: PreviewRoot | undefined
    /** How many more times to look again for pictures Sveltia is still reading. */
    private patience = 20

    private host = (node: HTMLDivElement | null) => {
      if (!node || this.root) return
      this.root = previewRoot(node)
      this.draw()
    }

    private draw() {
      const { data = {} } = this.props.entry.toJS() as { data?: Record<string, unknown> }
      let reading = false
      const picture = (path: unknown): ResponsiveImage => {
        const named = typeof path === 'string' ? path : ''
        // Sveltia knows a picture by its address on the site ("/images/…"); content names it from content/.
        const asset = /^images\//.test(named) ? this.props.getAsset(`/${named}`) : undefined
        if (/^images\//.test(named)) notePicture(named, asset?.url)
        // Until Sveltia has read the picture from the folder or the repository, it hands back its address on the site.
        const ready = named.startsWith('blob:') || (asset?.url.startsWith('blob:') ?? false)
        reading ||= asset !== undefined && !ready
        const src = named.startsWith('blob:') ? named : ready ? asset!.url : ''
        return { sources: {}, img: { src, w: 1200, h: 900 }, placeholder: '' }
      }
      // Each picture is looked for at once, for the fields' check, whether the page is drawn yet or not.
      for (const { value } of imagePaths(data)) picture(value)
      this.root?.draw(kind, data, picture)
      if (reading && this.patience-- > 0) setTimeout(() => this.draw(), 250)
    }

    override componentDidUpdate() {
      this.draw()
    }

    override componentWillUnmount() {
      // Not while Sveltia's React is itself rendering.
      const root = this.root
      setTimeout(() => root?.unmount())
    }

    render() {
      return <div ref={this.host} />
    }
  }
}
