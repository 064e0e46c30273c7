import { describe, expect, it } from 'vitest'
import { readHtml } from '../builder/html.ts'
import { imagesWithoutUsefulAlt } from './altText.ts'

const problemsIn = (body: string) => imagesWithoutUsefulAlt(readHtml(`<main>${body}</main>`))

describe('images without useful alternative text', () => {
  it('accepts a described image and a decorative one', () => {
    expect(
      problemsIn(`<img src="/assets/class.webp" alt="Students around a tablet">
        <img src="data:image/webp;base64,UklG" alt aria-hidden="true">
        <span aria-hidden="true"><img src="/a.png" alt=""></span>
        <img src="/divider.svg" alt="" role="presentation">`),
    ).toEqual([])
  })

  it('names an image with no alt, or one of spaces; an empty alt marks an image decorative', () => {
    expect(
      problemsIn(
        '<img src="/assets/team-Ab12.png?v=2"><img src="/assets/class.webp" alt="  "><img src="/assets/lms.webp" alt="">',
      ),
    ).toEqual([
      { image: 'team-Ab12.png', problem: 'no alt text' },
      { image: 'class.webp', problem: 'alt text of spaces only' },
    ])
  })

  it('names an alt that is a file name or only says it is an image', () => {
    expect(
      problemsIn(
        '<img src="/a.jpg" alt="IMG_0042.JPG"><img src="/b.jpg" alt="Photo"><img src="data:image/png;base64,iVBO" alt="image">',
      ),
    ).toEqual([
      { image: 'a.jpg', problem: 'alt text is a file name ("IMG_0042.JPG")' },
      { image: 'b.jpg', problem: 'alt text says only "Photo"' },
      { image: 'inline image', problem: 'alt text says only "image"' },
    ])
  })
})
