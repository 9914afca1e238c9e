// Fast Refresh preamble for `npm run dev` (the page is server-rendered, so no index.html injects it); empty in builds.
import '@vitejs/plugin-react/preamble'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from './router'
import { fetchBlogSource } from './features/blog/blog-api'
import { fetchBookingSource } from './features/booking/booking-api'
import { fetchContentSource } from './features/content/content-api'
import { loadLocale } from './i18n/load'
import { DEFAULT_LOCALE, isLocale } from './i18n/locales'
import './styles.css'

// Every page arrives server-rendered (prerendered at build time, or rendered by the server for blog pages),
// so the browser always hydrates the whole document. As a transition, hydration runs in short slices that let the
// browser handle input between them, instead of one long task that blocks a phone for hundreds of milliseconds.
// The page's language is the one the server wrote in <html lang>; its dictionary is the one chunk of strings loaded.
const lang = document.documentElement.lang
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
void loadLocale(locale).then((i18n) => {
  const router = createAppRouter(i18n, fetchContentSource(), fetchBlogSource(locale), undefined, null, fetchBookingSource())
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />)
  })
})
