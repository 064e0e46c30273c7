// The headers a request's transaction passes on to policies and triggers, with the caller's address as the hosted gateway sets it.
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { forwardedHeaders } from './callerSession.ts'

const request = (headers: IncomingMessage['headers'], remoteAddress?: string) =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage

describe('forwardedHeaders', () => {
  it('passes every header on, a repeated one joined', () => {
    expect(
      forwardedHeaders(request({ 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] }), false),
    ).toEqual({ 'content-type': 'application/json', 'set-cookie': 'a=1, b=2' })
  })

  it('appends the connection to x-forwarded-for and counts it as the caller, whatever address the caller claims', () => {
    const headers = forwardedHeaders(
      request({ 'x-forwarded-for': '203.0.113.9', 'cf-connecting-ip': '203.0.113.9' }, '::ffff:192.0.2.7'),
      false,
    )
    expect(headers).toMatchObject({ 'x-forwarded-for': '203.0.113.9, 192.0.2.7', 'cf-connecting-ip': '192.0.2.7' })
  })

  it('keeps the caller a trusted proxy named, and names the connection when the proxy named none', () => {
    expect(
      forwardedHeaders(request({ 'cf-connecting-ip': '203.0.113.9' }, '127.0.0.1'), true)['cf-connecting-ip'],
    ).toBe('203.0.113.9')
    expect(forwardedHeaders(request({}, '127.0.0.1'), true)['cf-connecting-ip']).toBe('127.0.0.1')
  })
})
