import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * nginx configurations made from docs/deploy/nginx.conf as shipped, with only its addresses, ports and paths
 * replaced, so that what `npm run cluster`, `npm run bench:cluster` and server/deploy-nginx.test.ts run is the
 * documented file. A replacement whose text the file no longer holds throws: the callers must follow the file.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const DEPLOY_CONFIG = path.join(repoRoot, 'docs/deploy/nginx.conf')
/** The instances' addresses the shipped file names, in its upstream's order. */
const SHIPPED_UPSTREAMS = ['127.0.0.1:3001', '127.0.0.1:3002', '127.0.0.1:3003']

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** Replaces each `from` everywhere, failing when the config no longer says it. */
export function replaced(text: string, pairs: [string, string][]): string {
  for (const [from, to] of pairs) {
    if (!text.includes(from)) throw new Error(`docs/deploy/nginx.conf no longer contains "${from}"`)
    text = text.split(from).join(to)
  }
  return text
}

export interface SiteConfigOptions {
  /** Port of the plain-HTTP server (it redirects to HTTPS in the shipped file). */
  httpPort: number
  /** Port of the main server: with TLS when `tls` is given, plain HTTP on 127.0.0.1 otherwise (a local cluster). */
  mainPort: number
  tls?: { cert: string; key: string }
  /** The instances' ports: one to three (fewer than three drops the shipped file's other `server` lines). */
  upstreamPorts: number[]
  /** The build's client folder (dist/client), which nginx serves /assets/ from. */
  clientDir: string
}

/** The site's server blocks (the file Debian's nginx includes from conf.d), made for this machine. */
export function siteConfig(opts: SiteConfigOptions): string {
  if (opts.upstreamPorts.length < 1 || opts.upstreamPorts.length > SHIPPED_UPSTREAMS.length)
    throw new Error(`siteConfig: 1 to ${SHIPPED_UPSTREAMS.length} upstream ports`)
  const main = `127.0.0.1:${opts.mainPort}`
  let text = replaced(readFileSync(DEPLOY_CONFIG, 'utf8'), [
    ['listen 80;', `listen 127.0.0.1:${opts.httpPort};`],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', opts.tls ? `listen ${main} ssl http2;` : `listen ${main};`],
    ['listen [::]:443 ssl http2;', ''],
    [
      'ssl_certificate /etc/letsencrypt/live/www.example.com/fullchain.pem;',
      opts.tls ? `ssl_certificate ${opts.tls.cert};` : '# (no TLS on this local cluster)',
    ],
    ['ssl_certificate_key /etc/letsencrypt/live/www.example.com/privkey.pem;', opts.tls ? `ssl_certificate_key ${opts.tls.key};` : ''],
    ['/srv/law-site/dist/client', opts.clientDir],
  ])
  SHIPPED_UPSTREAMS.forEach((address, i) => {
    const port = opts.upstreamPorts[i]
    if (port) text = replaced(text, [[address, `127.0.0.1:${port}`]])
    else text = text.replace(new RegExp(`^\\s*server ${address.replace(/\./g, '\\.')} [^\\n]*\\n`, 'm'), '')
  })
  return text
}

/**
 * The top-level nginx.conf around the site's file: what Debian's /etc/nginx/nginx.conf gives it, with nginx's own
 * pid file, error log and temporary folders in `dir`, in the foreground. One worker: on a 2-core machine the
 * instances need the other core.
 */
export function mainConfig(dir: string, siteFile: string, opts: { workerConnections?: number } = {}): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/${t};`).join('\n  ')
  return `pid ${dir}/nginx.pid;
error_log stderr warn;
daemon off;
worker_processes 1;
events { worker_connections ${opts.workerConnections ?? 1024}; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  ${temp}
  include ${siteFile};
}
`
}
