import { once } from 'node:events'
import { createServer, type AddressInfo } from 'node:net'

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  await new Promise((closed) => server.close(closed))
  return port
}
