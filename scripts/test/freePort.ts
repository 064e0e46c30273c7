import { once } from 'node:events'
import { createServer, type AddressInfo } from 'node:net'

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  await new Promise((closed) => server.close(closed))
  return port
}
