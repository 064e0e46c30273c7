// Video ids the content ships with until the company fills in its own: the build warns, check:launch fails.
// Plain data and functions: the browser's video facade reads this file as well as the build.
export const PLACEHOLDER_VIDEO_ID = /^FILL-ME-/

export const isPlaceholderVideo = (videoId: string) => PLACEHOLDER_VIDEO_ID.test(videoId)
