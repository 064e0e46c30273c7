import { describe, expect, it } from 'vitest'
import { video, youTubeVideoId } from './primitives.ts'

describe('youTubeVideoId', () => {
  it("takes the id from any of YouTube's links to a video, or the id itself", () => {
    for (const pasted of [
      'M7lc1UVf-VE',
      ' https://www.youtube.com/watch?v=M7lc1UVf-VE&t=42s ',
      'https://youtu.be/M7lc1UVf-VE?si=share',
      'youtube.com/embed/M7lc1UVf-VE',
      'https://www.youtube.com/shorts/M7lc1UVf-VE',
      'https://m.youtube.com/watch?feature=share&v=M7lc1UVf-VE',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
    ])
      expect(youTubeVideoId(pasted), pasted).toBe('M7lc1UVf-VE')
  })

  it('finds none in another site, a channel or a cut-off link', () => {
    for (const pasted of [
      'https://vimeo.com/76979871',
      'https://www.youtube.com/@company',
      'https://youtu.be/M7lc1UV',
      'https://evil.example/watch?v=M7lc1UVf-VE',
    ])
      expect(youTubeVideoId(pasted), pasted).toBeUndefined()
  })

  it('gives an id the schema accepts', () => {
    const videoId = youTubeVideoId('https://youtu.be/M7lc1UVf-VE')
    expect(video.safeParse({ videoId, title: 'A pilot' }).success).toBe(true)
  })
})
