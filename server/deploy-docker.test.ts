import { afterAll, describe, expect, it } from 'vitest'
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { parseEnv } from './env.ts'
import { repoRoot, tempDir } from './test/harness.ts'
import { mainConfig, NGINX } from '../scripts/cluster/nginx.ts'
import { composeSiteConfig } from '../scripts/deploy/compose-nginx.ts'

/**
 * The Dockerfile and compose.yaml, checked as far as a machine without a Docker engine allows (the image is not
 * built here): the compose file parses and wires the services as documented, every file the Dockerfile copies is in
 * the build context, the Node major is package.json's, the commands it runs are the package's scripts, the app's
 * environment is one the server accepts, and the `web` image's nginx configuration passes `nginx -t`.
 */

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8')
const dockerfile = read('Dockerfile')
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string }
  scripts: Record<string, string>
  dependencies: Record<string, string>
  optionalDependencies?: Record<string, string>
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'))
const stages = instructions.filter((l) => l.startsWith('FROM ')).map((l) => /^FROM (\S+)(?: AS (\S+))?/i.exec(l)!)

/** .dockerignore's patterns, matched as Docker does: from the context's root, a folder's pattern covering its files. */
const ignored = read('.dockerignore')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'))
function isIgnored(file: string): boolean {
  const parts = file.split('/')
  return ignored.some((pattern) => parts.some((_, i) => path.matchesGlob(parts.slice(0, i + 1).join('/'), pattern)))
}

interface Service {
  build?: { context: string; target: string; args?: Record<string, string> }
  command?: string[]
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }>
  volumes?: string[]
  networks?: Record<string, { ipv4_address?: string }>
  stop_grace_period?: string
  healthcheck?: { test: string[] }
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>
  volumes: Record<string, unknown>
  networks: { default: { ipam: { config: { subnet: string }[] } } }
}

/** compose's `${NAME:-default}` and `${NAME:?message}`, with the values of the shipped example .env file. */
const exampleEnv = Object.fromEntries(
  read('docs/deploy/compose.env.example')
    .split('\n')
    .filter((l) => /^[A-Z_]+=/.test(l))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
)
const interpolate = (value: string) =>
  value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind: string, rest: string) => {
    if (exampleEnv[name] !== undefined) return exampleEnv[name]
    if (kind === '?') throw new Error(`compose.yaml needs ${name}: ${rest}`)
    return kind === '-' ? rest : ''
  })

describe('Dockerfile', () => {
  it('builds on Node of the major package.json engines asks for, on Debian 12', () => {
    const wanted = Number(/^>=\s*(\d+)/.exec(pkg.engines.node)![1])
    const nodeImages = stages.map((s) => s[1]).filter((image) => image.startsWith('node:'))
    expect(nodeImages.length).toBeGreaterThanOrEqual(2)
    for (const image of nodeImages) expect(image).toBe(`node:${wanted}-bookworm-slim`)
  })

  it('copies only files of the build context, none of them left out by .dockerignore', () => {
    const copies = instructions.filter((l) => l.startsWith('COPY ') && !l.includes('--from='))
    expect(copies.length).toBeGreaterThan(0)
    for (const copy of copies) {
      const sources = copy.split(/\s+/).slice(1, -1)
      for (const source of sources) {
        if (source === '.') continue
        expect(existsSync(path.join(repoRoot, source)), source).toBe(true)
        expect(isIgnored(source), `${source} is in .dockerignore`).toBe(false)
      }
    }
    // `COPY . .` sends the context: every tracked file (the build reads docs/deploy/nginx.conf, src/, scripts/…).
    const tracked = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean)
    expect(tracked.filter(isIgnored)).toEqual([])
    // …and nothing made on this machine or holding data or secrets.
    for (const local of [
      'node_modules/x',
      'dist/index.html',
      'data/site.db',
      'backups/site.tar.gz',
      '.env',
      'certs/privkey.pem',
      '.git/HEAD',
    ])
      expect(isIgnored(local), local).toBe(true)
  })

  it('runs npm ci, the build and the server through the package’s own scripts', () => {
    const runs = instructions.filter((l) => l.startsWith('RUN '))
    expect(runs.some((l) => /\bnpm ci\b/.test(l))).toBe(true)
    const npmRuns = [...dockerfile.matchAll(/npm run ([\w:-]+)/g), ...read('compose.yaml').matchAll(/'npm', 'run', '([\w:-]+)'/g)].map(
      (m) => m[1],
    )
    expect(npmRuns).toEqual(expect.arrayContaining(['build', 'db:migrate']))
    for (const script of npmRuns) expect(pkg.scripts[script], `npm run ${script}`).toBeDefined()
    // The same start as `npm run serve` (server/serve.sh `exec`s node, so SIGTERM reaches it), without npm in between.
    const cmd = instructions.filter((l) => l.startsWith('CMD ')).at(-1)
    expect(cmd).toBe('CMD ["sh", "server/serve.sh"]')
    expect(pkg.scripts.serve).toContain('exec sh server/serve.sh')
    expect(read('server/serve.sh')).toMatch(/^exec node /m)
    const script = instructions.find((l) => l.startsWith('RUN node scripts/'))
    expect(existsSync(path.join(repoRoot, /node (\S+)/.exec(script!)![1]))).toBe(true)
  })

  it('keeps every package the server and its commands import after `npm prune --omit=dev`', () => {
    // Static and dynamic imports from the entry points the image runs, followed through relative paths (type-only
    // imports are erased by Node). A development dependency among them would be missing in the image.
    const prod = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.optionalDependencies ?? {})])
    const seen = new Set<string>()
    const packages = new Map<string, string>()
    const walk = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      const imports = readFileSync(file, 'utf8').matchAll(
        /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm,
      )
      for (const m of imports) {
        const spec = m[1] ?? m[2] ?? m[3]
        if (spec.startsWith('.')) {
          const target = path.resolve(path.dirname(file), spec)
          if (existsSync(target)) walk(target)
        } else if (!spec.startsWith('node:')) {
          const name = spec
            .split('/')
            .slice(0, spec.startsWith('@') ? 2 : 1)
            .join('/')
          if (!packages.has(name)) packages.set(name, path.relative(repoRoot, file))
        }
      }
    }
    for (const entry of [
      'server/index.ts',
      'server/cli/db-migrate.ts',
      'server/backup/cli.ts',
      'server/admin/cli.ts',
      'scripts/mail-retry.ts',
    ])
      walk(path.join(repoRoot, entry))
    expect(seen.size).toBeGreaterThan(50)
    expect([...packages].filter(([name]) => !prod.has(name))).toEqual([])
  })

  it('runs as a user of its own, with a private data volume and a health check on /readyz', () => {
    const app = instructions.slice(instructions.lastIndexOf(instructions.find((l) => / AS app$/.test(l))!))
    expect(stages.at(-1)![2]).toBe('app')
    expect(app).toContain('USER node')
    expect(app.find((l) => l.startsWith('RUN install -d'))).toContain('-m 0700 -o node -g node /app/data /app/backups')
    expect(app).toContain('VOLUME ["/app/data", "/app/backups"]')
    expect(app).toContain('STOPSIGNAL SIGTERM')
    expect(app.find((l) => l.startsWith('HEALTHCHECK '))).toContain("/readyz')")
  })
})

describe('compose.yaml', () => {
  const { services } = compose
  const targets = stages.map((s) => s[2])

  it('runs PostgreSQL with a volume, migrations once, then the app, then nginx', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'db', 'migrate', 'web'])
    expect(services.db.volumes).toEqual(['pg-data:/var/lib/postgresql/data'])
    expect(services.db.healthcheck?.test).toContain('pg_isready')
    expect(services.migrate.command).toEqual(['npm', 'run', 'db:migrate'])
    expect(services.migrate.depends_on).toEqual({ db: { condition: 'service_healthy' } })
    expect(services.app.depends_on).toEqual({
      db: { condition: 'service_healthy' },
      migrate: { condition: 'service_completed_successfully' },
    })
    expect(services.web.depends_on).toEqual({ app: { condition: 'service_healthy' } })
    for (const name of ['migrate', 'app', 'web']) expect(targets).toContain(services[name].build!.target)
    expect(Object.keys(compose.volumes).sort()).toEqual(['app-backups', 'app-data', 'pg-data'])
  })

  it('gives the app an environment the server accepts, trusting only nginx, with time to drain on stop', () => {
    const environment = Object.fromEntries(Object.entries(services.app.environment!).map(([k, v]) => [k, interpolate(v)]))
    const env = parseEnv({ ...environment, HOST: '0.0.0.0', PORT: '3000', DATA_DIR: '/app/data' })
    expect(env.DATABASE_URL).toBe(`postgres://law_site:${exampleEnv.POSTGRES_PASSWORD}@db:5432/law_site`)
    expect(environment.TRUST_PROXY).toBe(services.web.networks!.default.ipv4_address)
    expect(compose.networks.default.ipam.config[0].subnet).toBe('172.28.35.0/24')
    expect(env.shutdownDrainMs + 900).toBeLessThan(Number(/^(\d+)s$/.exec(services.app.stop_grace_period!)![1]) * 1000)
    expect(() => interpolate('${POSTGRES_PASSWORD_UNSET:?set it}')).toThrow(/set it/)
  })
})

describe.skipIf(!existsSync(NGINX))('the web image’s nginx configuration', () => {
  const dir = tempDir('law-site-compose-nginx-')
  chmodSync(dir, 0o755)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('is docs/deploy/nginx.conf with the container’s names, and passes nginx -t', () => {
    const shipped = composeSiteConfig({ host: 'law.example.org', upstream: 'app:3000' })
    expect(shipped.match(/^\s*server \S+ max_fails/gm)?.map((l) => l.trim())).toEqual(['server app:3000 max_fails'])
    expect(shipped).toContain('server_name law.example.org;')
    expect(shipped).toContain('ssl_certificate /etc/nginx/certs/fullchain.pem;')
    expect(shipped).toContain('root /srv/law-site/dist/client;')
    // Directives only: a comment may say how Prometheus reaches an instance (http://127.0.0.1:3001/metrics).
    expect(shipped.replace(/#[^\n]*/g, '')).not.toMatch(/www\.example\.com|letsencrypt|127\.0\.0\.1:300/)
    // nginx -t resolves the upstream's name: `app` exists only on the compose network, `localhost` here. The
    // certificate paths point at a throw-away pair, ports and the rest as in the image.
    const cert = path.join(dir, 'fullchain.pem')
    const key = path.join(dir, 'privkey.pem')
    const made = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=law.example.org'],
    ])
    expect(made.status, made.stderr.toString()).toBe(0)
    const siteFile = path.join(dir, 'law-site.conf')
    writeFileSync(
      siteFile,
      composeSiteConfig({ host: 'law.example.org', upstream: 'localhost:3000' }).replaceAll('/etc/nginx/certs/', `${dir}/`),
    )
    const conf = path.join(dir, 'nginx.conf')
    writeFileSync(conf, mainConfig(dir, siteFile))
    const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf, '-e', 'stderr'])
    const output = test.stderr.toString()
    expect(output).toMatch(/syntax is ok/)
    expect(test.status, output).toBe(0)
  })
})
