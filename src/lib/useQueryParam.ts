import { useSyncExternalStore } from 'react'

/** Fired by `setQueryParam`, as `replaceState` announces nothing. */
const QUERY_CHANGE = 'querychange'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(QUERY_CHANGE, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(QUERY_CHANGE, onChange)
  }
}

/** A parameter of the address, or null; read only once the page runs, so hydration sees exactly the HTML built. */
export function useQueryParam(name: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  )
}

/** Sets (or, with null, removes) a parameter in place: no reload, no scroll, no history entry, so Back leaves the page. */
export function setQueryParam(name: string, value: string | null): void {
  const url = new URL(window.location.href)
  if (value === null) url.searchParams.delete(name)
  else url.searchParams.set(name, value)
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  window.dispatchEvent(new Event(QUERY_CHANGE))
}
