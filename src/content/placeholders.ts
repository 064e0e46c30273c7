// Plain data and functions only: the browser's video facade reads this file as well as the build.

/** Video ids the content ships with until the company fills in its own: the build warns, check:launch fails. */
export const PLACEHOLDER_VIDEO_ID = /^FILL-ME-/

/** True while a video's id is still the placeholder: its facade then says the video is coming. */
export const isPlaceholderVideo = (videoId: string) => PLACEHOLDER_VIDEO_ID.test(videoId)
