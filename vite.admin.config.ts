import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

/**
 * The back office (/admin) is a separate build: its own client bundle in dist/admin/client (served under
 * /admin/assets/) and its own server renderer in dist/admin/server. The public site's bundles never include it.
 * Its pages are TanStack Router file routes of their own (src/admin/routes, mounted at /admin), each page's code a
 * chunk of its own, loaded when the page is opened.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/admin/routes',
      generatedRouteTree: './src/admin/routeTree.gen.ts',
      // The server's renderer has every page at hand from its start: no chunk to load on a page's first request.
      autoCodeSplitting: !isSsrBuild,
      routeFileIgnorePattern: '\\.test\\.',
    }),
    react(),
  ],
  base: '/admin/',
  publicDir: false,
  build: {
    outDir: 'dist/admin/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      input: 'src/admin/client.tsx',
      // zod and src/lib/zod-config.ts in one chunk, so `jitless` is set as zod loads, before any chunk builds a schema.
      // Split per route, a route's search schema or src/lib/admin.ts was built in a chunk evaluated before the
      // entry's own code, zod probed `new Function` and the CSP reported it (e2e/pages.spec.ts, "zod runs without eval").
      output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts/ }] } },
    },
  },
}))
