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
    const wanted = (JSON.parse(tags) as ReturnType<typeof headTags>).map(({ tag, attributes, text }) => {
      const element = document.createElement(tag)
      for (const [name, value] of attributes) element.setAttribute(name, value)
      element.setAttribute(MARK, 'true')
      element.textContent = text
      return element
    })
    const shown = [...document.head.querySelectorAll(`[${MARK}]`)]
    // On hydration the pre-rendered head is already this page's (in another order): it stays as it is.
    if (shown.length === wanted.length && wanted.every((element) => shown.some((tag) => tag.isEqualNode(element))))
      return
    shown.forEach((element) => element.remove())
    document.head.append(...wanted)
  }, [tags])
  return null
}

/** A page's document head: written into the HTML by the build, kept current in the browser. */
export const DocumentHead = import.meta.env.SSR ? PrerenderedHead : BrowserHead
