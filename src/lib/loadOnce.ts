// Fetched once per key, whoever asks first; a failure (such as being offline) is forgotten, so a later call retries.
export function loadOnce<Key, Value>(fetch: (key: Key) => Promise<Value>) {
  const loaded = new Map<Key, Value>()
  const loading = new Map<Key, Promise<Value>>()
  return {
    load(key: Key): Promise<Value> {
      if (!loading.has(key)) {
        const promise = fetch(key).then(
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
      return loading.get(key)!
    },
    /** The value if it has already arrived, so that rendering it needs no wait. */
    loaded: (key: Key) => loaded.get(key),
  }
}

/** The value, or a wait for it inside the navigation; if it cannot arrive, the host answers a full page load. */
export function readOrWait<Key, Value>(once: ReturnType<typeof loadOnce<Key, Value>>, key: Key): Value {
  const value = once.loaded(key)
  if (value === undefined) throw once.load(key).catch(() => window.location.reload())
  return value
}
