/**
 * Something the browser fetches once per key, whoever asks first (the first render, a link being
 * pointed at, a navigation): a page's code, an entry's content. A failure (such as being offline)
 * is forgotten, so that a later attempt tries again.
 */
export interface LoadOnce<Key, Value> {
  load: (key: Key) => Promise<Value>
  /** The value if it has already arrived, so that rendering it needs no wait. */
  loaded: (key: Key) => Value | undefined
}

export function loadOnce<Key, Value>(fetch: (key: Key) => Promise<Value>): LoadOnce<Key, Value> {
  const loaded = new Map<Key, Value>()
  const loading = new Map<Key, Promise<Value>>()
  return {
    load(key) {
      let promise = loading.get(key)
      if (!promise) {
        promise = fetch(key).then(
          (value) => {
            loaded.set(key, value)
            return value
          },
          (error: unknown) => {
            loading.delete(key)
            throw error
          },
        )
        loading.set(key, promise)
      }
      return promise
    },
    loaded: (key) => loaded.get(key),
  }
}

/**
 * Renders what `loaded` holds, or, inside the navigation that led here, waits for it to arrive. If it
 * cannot arrive, the browser loads the page itself: the host then answers, with the page or a 404.
 */
export function readOrWait<Key, Value>(once: LoadOnce<Key, Value>, key: Key): Value {
  const value = once.loaded(key)
  if (value === undefined) throw once.load(key).catch(() => window.location.reload())
  return value
}
