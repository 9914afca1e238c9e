import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, test } from '@playwright/test'
import { buildFiles } from '../server/pages'

/**
 * The sitemap and robots.txt use the server's SITE_URL; canonical and hreflang URLs in the pages use the origin the
 * build was made with. When the two differ the server says so as it starts (issue 33), naming both and the fix.
 * Each test starts its own server (the real `node server/index.ts` on the real build) on a free port.
 */

/** The origin the build writes into the pages it renders, as its renderer states it (what the server compares). */
async function builtOrigin(): Promise<string> {
  const renderer = (await import(pathToFileURL(path.join(process.cwd(), 'dist', buildFiles.renderer)).href)) as { builtOrigin: string }
  return renderer.builtOrigin
}

/** Starts the site with `siteUrl`, waits until it serves, and returns what it printed and its address. */
async function startSite(siteUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'law-site-origin-'))
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_URL: siteUrl, OUTBOX_INTERVAL_MS: '60000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the site did not start:\n${output}`)), 45_000)
    const ready = () => {
      const port = /Site ready at http:\/\/[^:]+:(\d+)/.exec(output)?.[1]
      if (port) {
        clearTimeout(timer)
        resolve(`http://127.0.0.1:${port}`)
      }
    }
    child.stdout.on('data', ready)
    child.on('exit', (code) => reject(new Error(`the site stopped (${code}):\n${output}`)))
  })
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGINT')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
  return { origin, output: () => output, stop }
}

test('a server whose SITE_URL differs from the build says so at start, naming both origins', async ({ request }) => {
  test.setTimeout(90_000)
  const built = await builtOrigin()
  const other = 'https://www.other-origin.example'
  const site = await startSite(other)
  try {
    // Printed to stderr before "Site ready" (stdout); the two pipes may deliver in either order.
    await expect.poll(site.output).toContain(`SITE_URL is ${other}, but the build in use was made with ${built}`)
    expect(site.output()).toContain(`SITE_URL=${other} npm run build`)
    // What the warning is about: the sitemap and robots.txt say one origin, the pages' canonical links the other.
    expect(await (await request.get(`${site.origin}/robots.txt`)).text()).toContain(`Sitemap: ${other}/sitemap.xml`)
    expect(await (await request.get(`${site.origin}/faq`)).text()).toContain(`<link rel="canonical" href="${built}/faq"`)
  } finally {
    await site.stop()
  }
})

test('a server with the build origin as its SITE_URL starts without the warning', async () => {
  test.setTimeout(90_000)
  const site = await startSite(await builtOrigin())
  try {
    expect(site.output()).not.toContain('Warning: SITE_URL')
  } finally {
    await site.stop()
  }
})
