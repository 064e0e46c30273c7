/** "2023-06-01" → "June 1, 2023", the same on the server and in every visitor's time zone. */
export const formatDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
