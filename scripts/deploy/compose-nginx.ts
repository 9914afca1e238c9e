import { readFileSync } from 'node:fs'
import { DEPLOY_CONFIG, replaced } from '../cluster/nginx.ts'

/**
 * The nginx configuration of the compose file's `web` service, made from docs/deploy/nginx.conf as shipped when the
 * image is built (Dockerfile, stage `web-config`), so the container runs the documented file with only what differs
 * in a container replaced: the instances are the `app` service, the certificate is mounted at /etc/nginx/certs/,
 * the assets are copied to /srv/law-site/dist/client (the file's own path), and the host name is the build's
 * SITE_HOST. A replacement whose text the file no longer holds throws, so the image build fails instead of
 * shipping a configuration that drifted. server/deploy-docker.test.ts checks the result with `nginx -t`.
 *
 *   node scripts/deploy/compose-nginx.ts [--host=www.example.com] [--upstream=app:3000]
 */

export interface ComposeNginxOptions {
  /** The site's host name (server_name and the HTTPS redirect). */
  host: string
  /** The instances' address, as the container network resolves it: `app:3000` (all of them with --scale app=N). */
  upstream: string
}

export function composeSiteConfig(opts: ComposeNginxOptions): string {
  let text = replaced(readFileSync(DEPLOY_CONFIG, 'utf8'), [
    ['/etc/letsencrypt/live/www.example.com/fullchain.pem', '/etc/nginx/certs/fullchain.pem'],
    ['/etc/letsencrypt/live/www.example.com/privkey.pem', '/etc/nginx/certs/privkey.pem'],
    ['www.example.com', opts.host],
    ['server 127.0.0.1:3001 max_fails=2 fail_timeout=10s;', `server ${opts.upstream} max_fails=2 fail_timeout=10s;`],
  ])
  // One `server` line names every instance: the compose network's DNS answers `app` with each replica's address.
  text = text.replace(/^\s*server 127\.0\.0\.1:300[23] [^\n]*\n/gm, '')
  // Comments may name the instances' addresses (how Prometheus reaches them); only directives must not.
  const directives = text.replace(/#[^\n]*/g, '')
  if (/127\.0\.0\.1:300\d/.test(directives)) throw new Error('docs/deploy/nginx.conf names an instance this script does not replace')
  return text
}

if (import.meta.main) {
  const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) || fallback
  process.stdout.write(composeSiteConfig({ host: arg('host', 'www.example.com'), upstream: arg('upstream', 'app:3000') }))
}
