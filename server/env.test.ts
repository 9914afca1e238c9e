import { describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { EnvError, parseEnv } from './env.ts'
import { repoRoot, tempDir } from './test/harness.ts'

describe('environment', () => {
  it('has working defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', RETENTION_DAYS: 180 })
    expect(env.SMTP_URL).toBeUndefined()
  })
  it('compresses pages at brotli 11 in the background unless told not to', () => {
    expect(parseEnv({}).PAGES_BROTLI_11).toBe(true)
    expect(parseEnv({ PAGES_BROTLI_11: 'false' }).PAGES_BROTLI_11).toBe(false)
    expect(() => parseEnv({ PAGES_BROTLI_11: 'off' })).toThrow(/PAGES_BROTLI_11/)
  })

  it('stops on a bad value with a message naming the variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError)
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT: .*"eighty"/)
    expect(() => parseEnv({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL: must start with smtp:\/\//)
    expect(() => parseEnv({ RETENTION_DAYS: '0' })).toThrow(/RETENTION_DAYS/)
    expect(() => parseEnv({ CORS_ORIGINS: 'https://a.example, not an origin' })).toThrow(/CORS_ORIGINS/)
    expect(parseEnv({ CORS_ORIGINS: 'https://a.example/, https://b.example' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ])
    expect(parseEnv({ ADMIN_ORIGINS: 'https://staging.example.com/, http://10.0.0.5:3000' }).ADMIN_ORIGINS).toEqual([
      'https://staging.example.com',
      'http://10.0.0.5:3000',
    ])
    expect(() => parseEnv({ ADMIN_ORIGINS: 'https://staging.example.com/admin' })).toThrow(/ADMIN_ORIGINS\.0: must be origins only/)
    expect(() => parseEnv({ ADMIN_ORIGINS: 'staging.example.com' })).toThrow(/ADMIN_ORIGINS/)
  })

  const bucket = { S3_BUCKET: 'firm-media', S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com/', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }
  it('keeps uploads on the disk unless S3_BUCKET is set, and then wants the endpoint and both keys', () => {
    expect(parseEnv({}).s3).toBeNull()
    expect(parseEnv({ S3_BUCKET: '', S3_REGION: '' }).s3).toBeNull()
    expect(parseEnv({ ...bucket, S3_SECRET_ACCESS_KEY: 'secret', S3_REGION: 'eu-central-1', S3_PATH_STYLE: 'false' }).s3).toEqual({
      bucket: 'firm-media',
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      region: 'eu-central-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      pathStyle: false,
    })
    expect(parseEnv({ ...bucket, S3_SECRET_ACCESS_KEY: 'secret' }).s3).toMatchObject({ region: 'us-east-1', pathStyle: true })
  })
  it('stops on partial S3 settings, naming each missing or stray one and never printing the secret', () => {
    expect(() => parseEnv(bucket)).toThrow(/S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set/)
    expect(() => parseEnv({ S3_BUCKET: 'firm-media' })).toThrow(
      /S3_ENDPOINT: is required[^\n]*\n\s+S3_ACCESS_KEY_ID: is required[^\n]*\n\s+S3_SECRET_ACCESS_KEY: is required/,
    )
    const stray = () => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_SECRET_ACCESS_KEY: 'hunter2-secret' })
    expect(stray).toThrow(/S3_ENDPOINT: is set but S3_BUCKET is not/)
    expect(stray).toThrow(/S3_SECRET_ACCESS_KEY: is set but S3_BUCKET is not[^\n]*\(got \(hidden\)\)/)
    expect(stray).not.toThrow(/hunter2/)
    expect(() => parseEnv({ ...bucket, S3_BUCKET: 'Firm_Media', S3_SECRET_ACCESS_KEY: 's' })).toThrow(/S3_BUCKET: must be a bucket name/)
    expect(() => parseEnv({ ...bucket, S3_ENDPOINT: 's3.amazonaws.com', S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      /S3_ENDPOINT: must be an http/,
    )
  })
})

describe('the firm’s calendar (CalDAV)', () => {
  const calendar = {
    CALDAV_URL: 'https://cloud.example.com/remote.php/dav',
    CALDAV_USERNAME: 'office',
    CALDAV_PASSWORD: 'hunter2-calendar',
  }
  it('has no calendar unless all three are set, and then hands them on as one setting', () => {
    expect(parseEnv({}).caldav).toBeNull()
    expect(parseEnv({ CALDAV_URL: '', CALDAV_USERNAME: '', CALDAV_PASSWORD: '' }).caldav).toBeNull()
    expect(parseEnv(calendar).caldav).toEqual({
      url: 'https://cloud.example.com/remote.php/dav',
      username: 'office',
      password: 'hunter2-calendar',
    })
  })
  it('refuses part of the settings, naming what is missing without printing the password', () => {
    const withoutUser = () => parseEnv({ ...calendar, CALDAV_USERNAME: '' })
    expect(withoutUser).toThrow(/CALDAV_USERNAME: is required when CALDAV_URL and CALDAV_PASSWORD are set/)
    const passwordOnly = () => parseEnv({ CALDAV_PASSWORD: 'hunter2-calendar' })
    expect(passwordOnly).toThrow(/CALDAV_URL: is required when CALDAV_PASSWORD is set[^\n]*\n\s+CALDAV_USERNAME: is required/)
    expect(passwordOnly).not.toThrow(/hunter2/)
    const badAddress = () => parseEnv({ ...calendar, CALDAV_URL: 'cloud.example.com' })
    expect(badAddress).toThrow(/CALDAV_URL: must be an http/)
    expect(() => parseEnv({ ...calendar, CALDAV_PASSWORD: '' })).toThrow(
      /CALDAV_PASSWORD: is required when CALDAV_URL and CALDAV_USERNAME are set/,
    )
  })
})

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/index.ts')], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: tempDir(), ...env },
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

describe('server process', () => {
  it('refuses to start with a bad environment and says why', async () => {
    const server = startServer({ PORT: '-1' })
    expect(await server.exited).toBe(1)
    expect(JSON.parse(server.output()).msg).toMatch(/Invalid environment:\n\s+PORT/)
  })

  it('refuses to start with a bucket but no keys, rather than keep uploads on one machine', async () => {
    const server = startServer({ S3_BUCKET: 'firm-media', S3_ENDPOINT: 'http://127.0.0.1:9000' })
    expect(await server.exited).toBe(1)
    expect(JSON.parse(server.output()).msg).toMatch(/Invalid environment:\n\s+S3_ACCESS_KEY_ID: is required when S3_BUCKET is set/)
  })

  it('serves, then stops cleanly within a second on SIGTERM', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000)
    const server = startServer({ PORT: String(port) })
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, { timeout: 15_000, interval: 100 })
      .toBe(200)
    const started = performance.now()
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const stoppedIn = performance.now() - started
    // A figure, not a timing assert: the server's own 900 ms deadline (server/index.ts) bounds it.
    console.log(`server stopped ${stoppedIn.toFixed(0)} ms after SIGTERM`)
    expect(server.output()).toContain('SIGTERM: stopping')
  })
})
