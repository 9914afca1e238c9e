import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

/**
 * The back office (/admin) is a separate build: its own client bundle in dist/admin/client (served under
 * /admin/assets/) and its own server renderer in dist/admin/server. The public site's bundles never include it.
 */
export default defineConfig({
  plugins: [react()],
  base: '/admin/',
  publicDir: false,
  build: {
    outDir: 'dist/admin/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: { input: 'src/admin/client.tsx' },
  },
})
