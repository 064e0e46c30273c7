import { createContext } from 'react'

/** Loads the code of the page a link leads to; the browser entry provides it, the pre-render has nothing to load. */
export const PrefetchRoute = createContext<(href: string) => void>(() => undefined)
