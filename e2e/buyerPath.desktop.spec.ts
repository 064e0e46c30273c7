import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'

const labels = content.pages.caseStudy

// A laptop's first screen.
test.use({ viewport: { width: 1280, height: 800 } })

for (const study of content.caseStudies) {
  test(`/case-studies/${study.id} shows its headline figure and the start of its story on the first screen`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/case-studies/${study.id}`)
    const screen = page.viewportSize()!.height
    const figure = await page.getByRole('main').getByText(study.headline.figure, { exact: true }).first().boundingBox()
    const challenge = page.getByRole('region', { name: labels.challengeHeading })
    const heading = await challenge.getByRole('heading').boundingBox()
    const firstParagraph = await challenge.locator('p').first().boundingBox()
    expect(figure!.y + figure!.height, 'the headline figure').toBeLessThanOrEqual(screen)
    expect(heading!.y + heading!.height, `the ${labels.challengeHeading} heading`).toBeLessThanOrEqual(screen)
    expect(firstParagraph!.y, 'the story begins').toBeLessThan(screen)
  })
}
