import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './loadOnce'

describe('loadOnce', () => {
  it('fetches each key once, whoever asks, and then holds the value', async () => {
    const fetch = vi.fn((key: string) => Promise.resolve(key.toUpperCase()))
    const once = loadOnce(fetch)
    expect(once.loaded('a')).toBeUndefined()
    const [first, second] = await Promise.all([once.load('a'), once.load('a')])
    expect([first, second, once.loaded('a')]).toEqual(['A', 'A', 'A'])
    await once.load('b')
    expect(fetch.mock.calls).toEqual([['a'], ['b']])
  })

  it('forgets a failure, so that the next attempt fetches again', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('page')
    const once = loadOnce(fetch)
    await expect(once.load('a')).rejects.toThrow('offline')
    expect(once.loaded('a')).toBeUndefined()
    await expect(once.load('a')).resolves.toBe('page')
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
