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
    except: ['./lib', './content', './config', './i18n', './entry-server.tsx', './admin/entry-server.tsx'],
    message:
      'server/ may import only src/lib, src/content, src/config, src/i18n and the two server entries (no React components or routes).',
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
    from: ['src/routes', 'src/features', 'src/components/layout', 'src/content', 'src/router.tsx', 'src/main.tsx', 'src/entry-server.tsx'],
    message: 'The back office may use src/lib, src/config and src/components/ui, not the public site’s internals.',
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
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', '.test-output', 'data'] },
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
  { files: ['scripts/*.js', '*.config.js'], languageOptions: { globals: globals.node } },
)
