// beasties marks the whole page as its container when the page names none, and leaves the mark in the page.

export const WRITTEN_FOR = 'beasties 0.5.4'

/** 27 bytes a page, 16 gzip: nothing reads the mark once the critical CSS is inlined. */
export function withoutContainerMark(page: Document): void {
  page.documentElement.removeAttribute('data-beasties-container')
}
