import { expect, gotoHydrated, test } from './support/fixtures'
import { content, playVideoName } from './support/content'
import { withPlaceholderVideos, withPublishedVideos } from './support/videos'
import { readHtml } from '../scripts/builder/html'

const VIDEO_HOSTS = /youtube|ytimg|googlevideo|doubleclick/
const [solution] = content.solutions
const studyWithVideo = content.caseStudies.find((study) => study.video)!

test.describe('video facade', () => {
  test('while the id is a placeholder, the card says the video is coming and has nothing to press', async ({
    page,
  }) => {
    const videoRequests: string[] = []
    page.on('request', (request) => {
      if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) videoRequests.push(request.url())
    })
    await withPlaceholderVideos(page)
    await gotoHydrated(page, `/solutions/${solution!.slug}`)
    const frame = page.locator('#video .aspect-video')
    await frame.scrollIntoViewIfNeeded()
    await expect(frame.getByText(content.site.ui.videoComing)).toBeVisible()
    await expect(frame.getByRole('button')).toHaveCount(0)
    await expect(frame.locator('iframe')).toHaveCount(0)
    const box = await frame.boundingBox()
    expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1)
    await page.waitForLoadState('networkidle')
    expect(videoRequests).toEqual([])
  })

  test('makes no request to a video host until play is pressed, then embeds the video by id, under the security policy', async ({
    page,
    cspViolations,
  }) => {
    const publishedId = await withPublishedVideos(page)
    const videoRequests: string[] = []
    page.on('request', (request) => {
      if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) videoRequests.push(request.url())
    })
    // The machine running the tests is offline: the player itself answers with an empty page, from its real origin.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    )

    await gotoHydrated(page, `/case-studies/${studyWithVideo.id}`)
    const play = page.getByRole('button', { name: playVideoName })
    await play.scrollIntoViewIfNeeded()
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(videoRequests).toEqual([])
    // Before anything is sent to another site, the visitor is told which.
    await expect(play.getByText(content.site.ui.videoHost)).toBeVisible()

    await play.click()
    const player = page.locator('iframe')
    await expect(player).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${publishedId(studyWithVideo.video!.videoId)}?autoplay=1&rel=0`,
    )
    await expect(player).toHaveAttribute('title', /\S/)
    await expect(player).toBeFocused()
    const frame = await player.boundingBox()
    expect(frame!.width / frame!.height).toBeCloseTo(16 / 9, 1)
    expect(
      videoRequests.every((url) =>
        url.startsWith(`https://www.youtube-nocookie.com/embed/${publishedId(studyWithVideo.video!.videoId)}`),
      ),
    ).toBe(true)
    await expect
      .poll(async () => page.frame({ url: /^https:\/\/www\.youtube-nocookie\.com\// })?.title())
      .toBe('player')
    expect(cspViolations).toEqual([])
  })

  test("the page of every solution's video shows each under its heading, as a drawn poster, and loads none of them", async ({
    page,
  }) => {
    const videoRequests: string[] = []
    page.on('request', (request) => {
      if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) videoRequests.push(request.url())
    })
    await gotoHydrated(page, '/solutions')
    const videos = page.getByRole('region', { name: content.pages.solutions.videos.heading })
    await videos.scrollIntoViewIfNeeded()
    await expect(videos.locator('[data-video]')).toHaveCount(content.solutions.length)
    // A poster is drawn, not a picture: no illustration of the page, and at most its play button's icon.
    const posters = page.locator('#videos li')
    await expect(posters).toHaveCount(content.solutions.length)
    await expect(posters.locator('img, picture')).toHaveCount(0)
    for (const poster of await posters.all()) expect(await poster.locator('svg').count()).toBeLessThanOrEqual(1)
    await page.waitForLoadState('networkidle')
    expect(videoRequests).toEqual([])
  })
})

test.describe('responsive images', () => {
  // A solution's hero image is its page's main one; the cards of /solutions are further down.
  for (const [path, main] of [
    [`/solutions/${solution!.slug}`, 1],
    ['/solutions', 0],
  ] as const) {
    test(`come as AVIF and WebP variants with their size, lazy below the fold and eager for the main one (${path})`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text()
      const document = readHtml(html)
      const pictures = [...document.querySelectorAll('picture')]
      expect(pictures.length).toBeGreaterThan(0)
      for (const picture of pictures) {
        const avif = picture.querySelector('source[type="image/avif"]')
        expect(avif?.getAttribute('srcset')).toMatch(/\.avif 480w, .+ 1600w$/)
        expect(avif?.getAttribute('sizes')).toBeTruthy()
        expect(picture.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toMatch(/\.webp 480w/)
        const img = picture.querySelector('img')
        expect(img?.getAttribute('width')).toMatch(/^\d+$/)
        expect(img?.getAttribute('height')).toMatch(/^\d+$/)
      }
      const images = [...document.querySelectorAll('img.blur-up')]
      expect(images.filter((img) => img.getAttribute('fetchpriority') === 'high')).toHaveLength(main)
      expect(images.length).toBeGreaterThan(0)
      expect(images.filter((img) => img.getAttribute('loading') === 'lazy')).toHaveLength(images.length - main)
      const placeholders = [...document.querySelectorAll('img[aria-hidden="true"]')].filter((img) =>
        img.getAttribute('src')?.startsWith('data:image/webp;base64,'),
      )
      expect(placeholders, 'every image has its placeholder inline').toHaveLength(images.length)
    })
  }

  test('show the blurred placeholder while loading and end sharp once loaded', async ({ page }) => {
    await gotoHydrated(page, '/case-studies')
    const images = page.locator('img.blur-up')
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveAttribute('data-loaded', '')
      await expect.poll(() => image.evaluate((img) => getComputedStyle(img).filter)).toBe('none')
      await expect.poll(() => image.evaluate((img) => getComputedStyle(img).transform)).toBe('none')
    }
    const placeholder = page.locator('img.blur-up-placeholder').first()
    expect(await placeholder.evaluate((img) => getComputedStyle(img).filter)).toMatch(/^blur/)
  })

  test("show an image sharp once it has loaded, before the page's code runs and after", async ({ page }) => {
    let release = () => {}
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto(`/case-studies/${content.caseStudies[0]!.id}`, { waitUntil: 'commit' })
    const image = page.locator('img[fetchpriority="high"]')
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await image.evaluate((img) => getComputedStyle(img).filter), 'sharp with the code still on its way').toBe(
      'none',
    )

    release()
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
    await expect(image).toHaveAttribute('data-loaded', '')
    await expect.poll(() => image.evaluate((img) => getComputedStyle(img).filter)).toBe('none')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('images are sharp from the start', async ({ page }) => {
    await page.goto(`/case-studies/${content.caseStudies[0]!.id}`)
    const image = page.locator('img[fetchpriority="high"]')
    await expect(image).toBeVisible()
    expect(await image.evaluate((img) => getComputedStyle(img).filter)).toBe('none')
  })
})
