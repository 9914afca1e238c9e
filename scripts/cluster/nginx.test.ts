import { afterAll, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { mainConfig, NGINX, siteConfig } from './nginx.ts'

/**
 * The configurations `npm run cluster` and `npm run bench:cluster` give nginx (docs/deploy/nginx.conf on plain
 * HTTP, one to three instances) pass `nginx -t`. server/deploy-nginx.test.ts runs the TLS form in front of the app.
 */

const dir = mkdtempSync(path.join(os.tmpdir(), 'law-site-cluster-nginx-'))
chmodSync(dir, 0o755)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the cluster nginx configuration', () => {
  it.each([1, 2, 3])('passes nginx -t in front of %i instance(s), naming each once', (count) => {
    const upstreamPorts = [4601, 4602, 4603].slice(0, count)
    const site = siteConfig({ httpPort: 4598, mainPort: 4599, upstreamPorts, clientDir: path.join(dir, 'client') })
    expect(site.match(/^\s*server 127\.0\.0\.1:\d+ /gm)?.map((l) => l.trim())).toEqual(upstreamPorts.map((p) => `server 127.0.0.1:${p}`))
    const directives = site.replace(/#.*$/gm, '')
    expect(directives).not.toMatch(/ssl_certificate|:300[123]|\/srv\/law-site/)
    expect(site).toContain('listen 127.0.0.1:4599;')
    const siteFile = path.join(dir, `site-${count}.conf`)
    writeFileSync(siteFile, site)
    const conf = path.join(dir, `nginx-${count}.conf`)
    writeFileSync(conf, mainConfig(dir, siteFile))
    const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf, '-e', 'stderr'])
    const output = test.stderr.toString()
    expect(output).toMatch(/syntax is ok/)
    expect(test.status, output).toBe(0)
  })
})
