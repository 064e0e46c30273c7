import { describe, expect, it } from 'vitest'
import { readHtml } from '../builder/html.ts'
import { imageFileFor, matchesMedia, PHONE, sizesWidth, srcsetChoice } from './phoneImage.ts'

const retina = { ...PHONE, pixelRatio: 2 }

describe('the image a 375 px phone fetches', () => {
  it('reads width conditions, alone or joined by "and", and nothing else', () => {
    expect(matchesMedia('(max-width: 640px)')).toBe(true)
    expect(matchesMedia('(min-width: 640px)')).toBe(false)
    expect(matchesMedia('(min-width: 320px) and (max-width: 375px)')).toBe(true)
    expect(matchesMedia('(min-width: 320px) and (max-width: 374px)')).toBe(false)
    expect(matchesMedia('(orientation: portrait)'), 'a condition it cannot read').toBe(false)
  })

  it('draws an image at the first size whose condition holds, else the full width', () => {
    expect(sizesWidth('(min-width: 1152px) 1088px, 100vw')).toBe(375)
    expect(sizesWidth('(max-width: 640px) 50vw, 800px')).toBe(187.5)
    expect(sizesWidth('(min-width: 1024px) 30vw, 300px')).toBe(300)
    expect(sizesWidth(null)).toBe(375)
  })

  it('takes the smallest candidate dense enough for the screen, or the largest', () => {
    const srcset = '/a-480.avif 480w, /a-800.avif 800w, /a-1600.avif 1600w'
    expect(srcsetChoice(srcset, '100vw')).toBe('/a-480.avif')
    expect(srcsetChoice(srcset, '100vw', retina)).toBe('/a-800.avif')
    expect(srcsetChoice(srcset, '(max-width: 640px) 50vw, 100vw', retina)).toBe('/a-480.avif')
    expect(srcsetChoice('/a-200.avif 200w, /a-300.avif 300w', '100vw'), 'none wide enough').toBe('/a-300.avif')
    expect(srcsetChoice('/a.png 1x, /a@2x.png 2x', null, retina)).toBe('/a@2x.png')
  })

  it('takes the first source of a picture the phone can show, then falls back to the image', () => {
    const page = readHtml(`<picture>
      <source type="image/jxl" srcset="/a.jxl 480w">
      <source media="(min-width: 800px)" srcset="/wide.avif 1600w">
      <source type="image/avif" srcset="/a-480.avif 480w, /a-800.avif 800w" sizes="100vw">
      <img id="pictured" src="/a.webp" alt="">
    </picture>
    <img id="plain" src="/b.png" alt="">
    <img id="inline" src="data:image/gif;base64,R0lGOD" alt="">`)
    expect(imageFileFor(page.querySelector('#pictured')!)).toBe('/a-480.avif')
    expect(imageFileFor(page.querySelector('#plain')!)).toBe('/b.png')
    expect(imageFileFor(page.querySelector('#inline')!)).toBe('data:image/gif;base64,R0lGOD')
  })
})
