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
    rolldownOptions: { input: 'src/admin/client.tsx' },
  },
}))
