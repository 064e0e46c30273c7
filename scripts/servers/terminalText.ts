// Text from visitors made safe to print: every control character, line separator and bidirectional control is shown as
// an escape such as \x1B or \u202E, so a message can neither drive the terminal nor make a line read differently.
const unsafe = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu

export function terminalText(text: string, { keepLineBreaks = false } = {}): string {
  return text.replace(unsafe, (character) => {
    if (keepLineBreaks && (character === '\n' || character === '\t')) return character
    const hex = character.charCodeAt(0).toString(16).toUpperCase()
    return hex.length <= 2 ? `\\x${hex.padStart(2, '0')}` : `\\u${hex.padStart(4, '0')}`
  })
}
