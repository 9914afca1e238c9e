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
})
