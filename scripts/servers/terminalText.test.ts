import { describe, expect, it } from 'vitest'
import { terminalText } from './terminalText.ts'

describe('terminalText', () => {
  it('shows escape sequences and other controls instead of sending them to the terminal', () => {
    expect(terminalText('Asha\u001b[2J\u001b]0;owned\u0007')).toBe('Asha\\x1B[2J\\x1B]0;owned\\x07')
    expect(terminalText('a\u009bb\u007fc\u0000')).toBe('a\\x9Bb\\x7Fc\\x00')
  })

  it('shows bidirectional controls, which would make a line read differently', () => {
    expect(terminalText('pay \u202Eevil\u2066 x\u2029')).toBe('pay \\u202Eevil\\u2066 x\\u2029')
  })

  it('keeps line breaks and tabs only where asked, and never a carriage return', () => {
    expect(terminalText('one\ntwo\tthree\r')).toBe('one\\x0Atwo\\x09three\\x0D')
    expect(terminalText('one\ntwo\tthree\r\n', { keepLineBreaks: true })).toBe('one\ntwo\tthree\\x0D\n')
  })

  it('leaves ordinary text in any script alone', () => {
    for (const text of ['Asha Rao', 'आशा राव', '李伟', 'محمد', 'Zoë O’Brien — “hi”'])
      expect(terminalText(text)).toBe(text)
  })
})
