import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import satori from 'satori'
import sharp from 'sharp'
import { headingsIn, metaContent } from '../html.ts'
import { ICONS } from './files.ts'

/** Draws each icon from the SVG mark; the home-screen icon on white, as iOS would fill transparency with black. */
export async function drawIcons(svg: string): Promise<{ file: string; png: Buffer }[]> {
  return Promise.all(
    ICONS.map(async (icon) => {
      let image = sharp(Buffer.from(svg), { density: 72 * Math.ceil(icon.size / 32) }).resize(icon.size, icon.size)
      if ('opaque' in icon) image = image.flatten({ background: '#ffffff' })
      return { file: icon.file, png: await image.png({ compressionLevel: 9 }).toBuffer() }
    }),
  )
}

export function socialCardOf(path: string, page: Document): { heading: string; description: string } {
  const heading = headingsIn(page)[0] ?? ''
  const description = metaContent(page, 'description') ?? ''
  if (!heading || !description) throw new Error(`${path} has no heading or no description for its social card`)
  return { heading, description }
}

const palette = {
  ground: '#0b1433',
  raised: '#14224f',
  text: '#ffffff',
  soft: '#bccefe',
  accent: '#10b48a',
  brand: '#2b4fd1',
}

type Node = { type: string; props: Record<string, unknown> }
const box = (style: Record<string, unknown>, ...children: (Node | string)[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
})

const inter = async (weight: 400 | 700) => ({
  name: 'Inter',
  data: await readFile(fileURLToPath(import.meta.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`))),
  weight,
})

/**
 * The logo's mark (content/site.yaml's `logo.mark`) as the SVG of the browser tab's icon, from which the build draws
 * the others: its letters in white on the brand's blue, as the header shows them, drawn as shapes so no font is needed.
 */
export async function drawMark(mark: string): Promise<string> {
  const dot = { position: 'absolute', top: 4, right: 4, width: 6, height: 6, borderRadius: 3 }
  const square = box(
    {
      width: 32,
      height: 32,
      borderRadius: 9,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: palette.brand,
      color: palette.text,
      fontFamily: 'Inter',
      fontWeight: 700,
      fontSize: mark.length > 1 ? 14 : 18,
    },
    mark,
    box({ ...dot, backgroundColor: palette.accent }),
  )
  return satori(square as never, { width: 32, height: 32, fonts: [await inter(700)] })
}

/** Paints a page's 1200 × 630 link-preview card, for `social<path>.png`; `host` is at its foot, `logo` an SVG. */
export async function socialCardPainter(brand: { name: string; host: string; logo: string }) {
  const fonts = await Promise.all(([400, 700] as const).map(inter))
  const logo = `data:image/svg+xml;base64,${Buffer.from(brand.logo).toString('base64')}`
  return async (path: string, page: Document) => {
    const { heading, description } = socialCardOf(path, page)
    const card = box(
      {
        width: 1200,
        height: 630,
        boxSizing: 'border-box',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px',
        fontFamily: 'Inter',
        color: palette.text,
        backgroundColor: palette.ground,
        backgroundImage: `radial-gradient(circle at 100% 0%, ${palette.raised} 0%, ${palette.ground} 60%)`,
      },
      box(
        { alignItems: 'center', gap: 20 },
        { type: 'img', props: { src: logo, width: 64, height: 64 } },
        box({ fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }, brand.name),
      ),
      box(
        { flexDirection: 'column', gap: 22 },
        box(
          {
            fontSize: heading.length > 48 ? 56 : 66,
            fontWeight: 700,
            lineHeight: 1.08,
            letterSpacing: -1.5,
            maxWidth: 1000,
          },
          heading,
        ),
        box({ fontSize: 28, lineHeight: 1.4, color: palette.soft, maxWidth: 980 }, description),
      ),
      box(
        { alignItems: 'center', gap: 16, fontSize: 26, color: palette.soft },
        box({ width: 48, height: 6, borderRadius: 3, backgroundColor: palette.accent }),
        box({}, brand.host),
      ),
    )
    const svg = await satori(card as never, { width: 1200, height: 630, fonts })
    // Level 4: a sixth larger than the default (6) for half the work on every build; a card is fetched once per share.
    return { file: `social${path}.png`, png: await sharp(Buffer.from(svg)).png({ compressionLevel: 4 }).toBuffer() }
  }
}
