import type { ChildProcess } from 'node:child_process'

/** Stops a server the tests started and waits for it to exit; one already gone is left alone. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill(signal)
  await exited
}
