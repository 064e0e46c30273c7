/** A request's body read as text up to a bound, so a body larger than it is never held in memory whole. */

export const tooLarge = Symbol('larger than allowed')

/**
 * The body as text, or tooLarge as soon as Content-Length or the bytes that arrive pass maxBytes, so a
 * body without a Content-Length, or longer than it said, is never read into memory whole.
 */
export async function boundedText(request: Request, maxBytes: number): Promise<string | typeof tooLarge> {
  if (Number(request.headers.get('content-length')) > maxBytes) return tooLarge
  if (!request.body) return ''
  const reader = request.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let bytesRead = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytesRead += chunk.value.byteLength
    if (bytesRead > maxBytes) {
      await reader.cancel()
      return tooLarge
    }
    text += decoder.decode(chunk.value, { stream: true })
  }
  return text + decoder.decode()
}
