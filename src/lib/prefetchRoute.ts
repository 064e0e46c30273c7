import { createContext, useContext } from 'react'

/**
 * Loads the code of the page a link leads to, so that following it does not wait for the network.
 * The browser entry provides it (src/client.tsx); when pre-rendering there is nothing to load.
 */
export const PrefetchRoute = createContext<(href: string) => void>(() => undefined)

export const usePrefetchRoute = () => useContext(PrefetchRoute)
