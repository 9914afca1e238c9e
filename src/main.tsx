// Fast Refresh preamble for `npm run dev` (the page is server-rendered, so no index.html injects it); empty in builds.
import '@vitejs/plugin-react/preamble'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from './router'
import { fetchBlogSource } from './features/blog/blog-api'
import './styles.css'

// Every page arrives server-rendered (prerendered at build time, or rendered by the server for blog pages),
// so the browser always hydrates the whole document.
const router = createAppRouter(fetchBlogSource)
hydrateRoot(document, <RouterClient router={router} />)
