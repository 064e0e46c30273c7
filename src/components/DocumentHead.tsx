import { Children, isValidElement, useEffect, type ReactNode } from 'react'
import { Head as PrerenderedHead } from 'vite-react-ssg'

/** The mark the pre-renderer's head manager gives its tags, which this one replaces. */
const MARK = 'data-rh'

// Every attribute the site's head tags carry is a string, named as in HTML.
function headTags(children: ReactNode) {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<Record<string, string>>(child) || typeof child.type !== 'string') return []
    const { children: content, ...attributes } = child.props
    return [{ tag: child.type, attributes: Object.entries(attributes), text: Children.toArray(content).join('') }]
  })
}

// In the browser, after a navigation, swaps the previous page's head tags for this page's: far smaller than the
// pre-renderer's head manager, which only the build needs.
function BrowserHead({ children }: { children?: ReactNode }) {
  const tags = JSON.stringify(headTags(children))
  useEffect(() => {
    document.head.querySelectorAll(`[${MARK}]`).forEach((element) => element.remove())
    for (const { tag, attributes, text } of JSON.parse(tags) as ReturnType<typeof headTags>) {
      const element = document.createElement(tag)
      for (const [name, value] of attributes) element.setAttribute(name, value)
      element.setAttribute(MARK, 'true')
      element.textContent = text
      document.head.append(element)
    }
  }, [tags])
  return null
}

/** A page's document head: written into the HTML by the build, kept current in the browser. */
export const DocumentHead = import.meta.env.SSR ? PrerenderedHead : BrowserHead
