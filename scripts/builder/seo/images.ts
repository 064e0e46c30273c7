import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import satori from 'satori'
import sharp from 'sharp'

/** The PNG icons drawn from the SVG favicon: browser tab, home screen and app icons. */
export const ICONS = [
  { file: 'favicon.png', size: 48 },
  { file: 'apple-touch-icon.png', size: 180, opaque: true },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
] as const

/** Draws each icon from the SVG mark. The home-screen icon gets a white ground: iOS would fill transparency with black. */
export async function drawIcons(svg: string): Promise<{ file: string; png: Buffer }[]> {
  return Promise.all(
    ICONS.map(async (icon) => {
      let image = sharp(Buffer.from(svg), { density: 72 * Math.ceil(icon.size / 32) }).resize(icon.size, icon.size)
      if ('opaque' in icon) image = image.flatten({ background: '#ffffff' })
      return { file: icon.file, png: await image.png({ compressionLevel: 9 }).toBuffer() }
    }),
  )
}

export interface SocialCard {
  /** The page's main heading. */
  heading: string
  description: string
}

export interface Brand {
  name: string
  /** The site's host, such as "www.example.org", printed at the foot of the card. */
  host: string
  /** The mark, as SVG. */
  logo: string
}

const palette = { ground: '#0b1433', raised: '#14224f', text: '#ffffff', soft: '#bccefe', accent: '#10b48a' }

type Node = { type: string; props: Record<string, unknown> }
const box = (style: Record<string, unknown>, ...children: (Node | string)[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
})

async function interFonts() {
  const file = (weight: number) =>
    fileURLToPath(import.meta.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`))
  return Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(file(weight)),
      weight,
      style: 'normal' as const,
    })),
  )
}

/** A renderer of 1200 × 630 link-preview cards in the brand's colours, one per page. */
export async function socialCardPainter(brand: Brand): Promise<(card: SocialCard) => Promise<Buffer>> {
  const fonts = await interFonts()
  const logo = `data:image/svg+xml;base64,${Buffer.from(brand.logo).toString('base64')}`
  return async ({ heading, description }) => {
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
    // Level 4 writes files about a sixth larger than the default (6) for less than half the work,
    // on every page of every build; a card is fetched once per share.
    return sharp(Buffer.from(svg)).png({ compressionLevel: 4 }).toBuffer()
  }
}
