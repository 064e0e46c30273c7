import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { stopProcess } from '../servers/process.ts'
import { nginxPath } from './systemTools.ts'

/** The `mime.types` beside the configuration this nginx was built to read (Debian's /etc/nginx, Homebrew's etc/nginx). */
function mimeTypes(nginx: string): string {
  const built = spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr
  const confPath = /--conf-path=(\S+)/.exec(built)?.[1] ?? '/etc/nginx/nginx.conf'
  return join(dirname(confPath), 'mime.types')
}

// nginx serving `root` with the build's `nginx.conf` included, as the deploying guide says.
export async function startNginx(port: number, root = resolve('dist')): Promise<() => Promise<void>> {
  const nginx = nginxPath()
  if (!nginx)
    throw new Error(
      'nginx is not on the PATH: `npm run test:ci` installs it on Debian (on a Mac: `brew install nginx`).',
    )
  const prefix = await mkdtemp(join(tmpdir(), 'site-nginx-'))
  const conf = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include ${mimeTypes(nginx)};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    include ${join(root, 'nginx.conf')};
  }
}
`
  await writeFile(join(prefix, 'nginx.conf'), conf)
  let output = ''
  const child = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}/`
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output}`)
    if (attempt === 100) throw new Error(`nginx did not answer at ${url}:\n${output}`)
    if (await fetch(url).catch(() => undefined)) break
    await new Promise((wait) => setTimeout(wait, 100))
  }

  return async () => {
    await stopProcess(child)
    await rm(prefix, { recursive: true, force: true })
  }
}
