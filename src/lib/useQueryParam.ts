import { useSyncExternalStore } from 'react'

/** Fired on the window when `setQueryParam` changes the address, which `replaceState` does not announce. */
const QUERY_CHANGE = 'querychange'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(QUERY_CHANGE, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(QUERY_CHANGE, onChange)
  }
}

/**
 * A parameter of the page's address, such as `category` in `/case-studies?category=healthcare-ai`,
 * or null. The pre-rendered page has none: the address is read once the page runs in the browser,
 * so hydration sees exactly the HTML that was built.
 */
export function useQueryParam(name: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  )
}

/**
 * Sets (or, with null, removes) a parameter of the address in place: the page does not reload or
 * scroll, and the history gains no entry, so Back still leaves the page.
 */
export function setQueryParam(name: string, value: string | null): void {
  const url = new URL(window.location.href)
  if (value === null) url.searchParams.delete(name)
  else url.searchParams.set(name, value)
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  window.dispatchEvent(new Event(QUERY_CHANGE))
}
