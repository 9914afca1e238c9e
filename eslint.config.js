import path from 'node:path'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import globals from 'globals'

const here = (p) => path.join(import.meta.dirname, p)

/**
 * Import boundaries, checked on resolved files (so `../x` and `../x.ts` are the same import). `target` is the
 * importing file, `from` what it may not import. Each layer may use the ones below it, never the ones above;
 * the back office and the public site share only src/lib, src/config and the UI primitives.
 */
const zones = [
  {
    target: 'server',
    from: 'src',
    // src/admin/page-data.ts: the back office's page contracts, imported by the server as types only.
    except: ['./lib', './content', './config', './i18n', './entry-server.tsx', './admin/entry-server.tsx', './admin/page-data.ts'],
    message:
      'server/ may import only src/lib, src/content, src/config, src/i18n, the two server entries and the back office’s page contracts (no React components or routes).',
  },
  {
    target: 'server',
    from: here('src/**/*.tsx'),
    except: [here('src/{,admin/}entry-server.tsx')],
    message: 'server/ may import no React file other than src/entry-server.tsx and src/admin/entry-server.tsx.',
  },
  {
    target: ['src/lib', 'src/content', 'src/config'],
    from: [
      'src/components',
      'src/features',
      'src/routes',
      'src/router.tsx',
      'src/main.tsx',
      'src/entry-server.tsx',
      'node_modules/react',
      'node_modules/react-dom',
    ],
    message: 'src/lib, src/content and src/config are shared with the server: no React, components, features, routes or back office.',
  },
  {
    target: 'src/components',
    from: ['src/features', 'src/routes'],
    message: 'src/components may not import from src/features or src/routes.',
  },
  { target: 'src/features', from: 'src/routes', message: 'src/features may not import from src/routes.' },
  {
    target: [here('src/!(admin)/**'), here('src/*.{ts,tsx}')],
    from: [here('src/admin/**'), here('server/admin/**')],
    message: 'The public site may not import the back office (src/admin, server/admin).',
  },
  {
    target: 'src',
    from: 'server',
    message: 'src/ runs in the browser too: it may not import server/.',
  },
  {
    target: 'src/admin',
    from: ['src/routes', 'src/features', 'src/components/layout', 'src/router.tsx', 'src/main.tsx', 'src/entry-server.tsx'],
    message: 'The back office may use src/lib, src/config and src/components/ui, not the public site’s internals.',
  },
  {
    // The site editor's forms are generated from the content model (ADR 36 3.2): its words and the types' schemas.
    target: 'src/admin',
    from: 'src/content',
    except: ['./model.ts', './documents'],
    message: 'The back office may use the content model (src/content/model.ts, src/content/documents/), not the content modules.',
  },
  {
    // server/app.ts composes both sides.
    target: [here('server/!(admin)/**'), here('server/!(app).ts')],
    from: [here('server/admin/**')],
    message: 'The public server may not import the back office (server/admin); server/app.ts mounts it.',
  },
  {
    target: 'server/admin',
    from: ['server/forms', 'server/seo.ts', 'server/app.ts', 'server/index.ts', 'server/pages.ts'],
    message: 'The back office may use the shared server modules (db, mail, http, env, blog), not the public site’s internals.',
  },
  // The storage layer imports nothing above it: its row types are its own, and callers sanitise before the Store.
  {
    target: 'server/db',
    from: 'server',
    except: ['./db'],
    message: 'server/db/ is the storage layer: it imports no other server module (its row types are its own; callers sanitise first).',
  },
  {
    // From src/ only the pure rules stored data follows: language codes, a post's slug, the search fold (the same
    // for what is stored and what is searched), a post's Istanbul date label, the back office's roles.
    target: 'server/db',
    from: 'src',
    except: [
      './i18n/locales.ts',
      './lib/blog.ts',
      './lib/blog-search.ts',
      './lib/istanbul-time.ts',
      './lib/admin-permissions.ts',
      './lib/booking.ts',
      './content/model.ts',
    ],
    message:
      'server/db/ may import from src/ only src/i18n/locales.ts, src/lib/blog.ts, src/lib/blog-search.ts, src/lib/istanbul-time.ts, src/lib/admin-permissions.ts, src/lib/booking.ts (booking’s shared words) and src/content/model.ts (the content model’s words).',
  },
]

/**
 * Only server/db/ writes SQL (ADR 13): elsewhere no database driver is imported and no string starts with a
 * statement. Tests, their helpers and the benchmarks read rows directly to check what the application did.
 */
const SQL_MESSAGE = 'Only server/db/ writes SQL: add a Store method (server/db/store.ts) and call it.'
const sqlImports = ['node:sqlite', 'postgres', 'kysely'].map((name) => ({ name, message: SQL_MESSAGE }))
// An upper-case statement keyword and a word after it: SQL as both engines' code writes it, never copy or a method name.
const SQL_STATEMENT = '/^\\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|PRAGMA|VACUUM|WITH)\\s+[A-Za-z*(]/'
const sqlSyntax = [
  { selector: `Literal[value=${SQL_STATEMENT}]`, message: SQL_MESSAGE },
  { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${SQL_STATEMENT}]`, message: SQL_MESSAGE },
]

/**
 * Response security headers are decided in server/http/security-headers.ts alone (a public and a back-office
 * profile): no other file names them, to set, copy or drop them.
 */
const HEADER_MESSAGE = 'Security headers are decided in server/http/security-headers.ts only: use its profiles and helpers.'
const SECURITY_HEADER =
  '/^(content-security-policy(-report-only)?|x-frame-options|referrer-policy|strict-transport-security|x-content-type-options|permissions-policy|cross-origin-(opener|embedder|resource)-policy|x-xss-protection|x-permitted-cross-domain-policies|origin-agent-cluster|x-dns-prefetch-control|x-download-options)$/i'
const headerSyntax = [{ selector: `Literal[value=${SECURITY_HEADER}]`, message: HEADER_MESSAGE }]
const testFiles = ['**/*.test.{ts,tsx}', 'server/test/**', 'src/test/**', 'e2e/**']

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/routeTree.gen.ts',
      'src/admin/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      '.test-output',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the plugin reads only .js modules, and no-cycle sees no TypeScript import at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests and their helpers may reach across a boundary to set a case up (a lead for the back office to list).
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'server/test/**', 'src/test/**', 'e2e/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }] },
  },
  {
    // The benchmarks set up and count rows themselves (docs/benchmarks/).
    files: ['**/*.{ts,tsx}'],
    ignores: [...testFiles, 'server/db/**', 'scripts/bench*.ts', 'scripts/cluster/**'],
    rules: { 'no-restricted-imports': ['error', { paths: sqlImports }] },
  },
  // One no-restricted-syntax list per file (a later block replaces an earlier one's): SQL and header names outside
  // their modules, header names alone in server/db/, SQL alone in the header module.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: [...testFiles, 'server/db/**', 'server/http/security-headers.ts', 'scripts/bench*.ts', 'scripts/cluster/**'],
    rules: { 'no-restricted-syntax': ['error', ...sqlSyntax, ...headerSyntax] },
  },
  { files: ['server/db/**/*.ts'], ignores: testFiles, rules: { 'no-restricted-syntax': ['error', ...headerSyntax] } },
  { files: ['server/http/security-headers.ts'], rules: { 'no-restricted-syntax': ['error', ...sqlSyntax] } },
  { files: ['scripts/*.js', '*.config.js'], languageOptions: { globals: globals.node } },
)
