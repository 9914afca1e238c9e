import { notFound } from '@tanstack/react-router'
import { loadContent, type ContentModules, type ContentName } from '../content/registry'
import type { Locale } from './locales'

/** For a route's loader: the page's copy in its language, or the not-found page where that language has none. */
export async function routeContent<N extends ContentName>(locale: Locale, name: N): Promise<ContentModules[N]> {
  const module = await loadContent(locale, name)
  if (!module) throw notFound()
  return module
}
