import type { Page } from '@playwright/test'

/** The start every placeholder video id in content/ shares (src/content/placeholders.ts). */
const PLACEHOLDER = 'FILL-ME-'
/** As long as the placeholder's start, so an id keeps the 11 characters the schema wants. */
const PUBLISHED = 'Publish-'

/**
 * Serves the built site as if the company had put its own video ids in content/: every placeholder
 * id in the page's code reads as a real one. The shipped content has no real id yet, and the facade
 * rightly refuses to open a player for a placeholder; this shows what it does once an id is filled in.
 * Returns the id a placeholder becomes.
 */
export async function withPublishedVideos(page: Page): Promise<(placeholderId: string) => string> {
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch()
    const code = await response.text()
    // Ids are strings in the code; the pattern that recognises a placeholder (a regular expression) stays as it is.
    await route.fulfill({ response, body: code.replace(new RegExp(`(["'\`])${PLACEHOLDER}`, 'g'), `$1${PUBLISHED}`) })
  })
  return (placeholderId) => placeholderId.replace(PLACEHOLDER, PUBLISHED)
}
