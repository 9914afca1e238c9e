import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true, routeFileIgnorePattern: '\\.test\\.' }), react()],
  // The manifest tells the build which chunks each route needs (scripts/route-assets.ts); the build moves it out of
  // the served folder.
  // modulePreload off: Vite would otherwise put a preload helper and, for every lazily loaded module, the list of its
  // chunks into the entry (the language registry lists one module per language and page: 1.7 KB gzip of the entry,
  // which the 128 KB ceiling cannot carry). Those chunks' own imports are mostly already loaded (the entry's shared
  // chunks), so the browser finds the rest when the chunk arrives. Measured: entry 128.9 -> 127.2 KB gzip.
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: false, manifest: true, modulePreload: false },
  server: {
    // `npm run dev` mounts Vite as middleware in scripts/dev.ts; the API runs in the same process.
    hmr: true,
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    // The second starts nothing: it names the run's PostgreSQL folder and stops the cluster a test file started.
    globalSetup: ['./vitest.global-setup.ts', './server/test/postgres.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores (1 here); the server tests mostly wait on child processes
    // and sockets, so one per core is faster: 110 s with 1 worker, 66 s with 2 (and 66 s with 3) for 228 tests.
    maxWorkers: '100%',
  },
})
