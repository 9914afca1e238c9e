import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { SiteConfig } from '../../config/site'
import { features, siteUrl } from '../../config/site-settings'
import type { LayoutData } from '../../lib/content-source'

const LayoutContext = createContext<LayoutData | null>(null)

/** Set by the root route from its loader's data (the firm's facts, the service catalogue), for every component below. */
export function LayoutProvider({ value, children }: { value: LayoutData; children: ReactNode }) {
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>
}

/** The layout's data of the page's language: the root loader's, dehydrated into the page with it. */
export function useLayout(): LayoutData {
  const layout = useContext(LayoutContext)
  if (!layout) throw new Error('useLayout outside LayoutProvider (the root route provides it: src/routes/__root.tsx)')
  return layout
}

/** The firm's facts with the site's settings (origin, feature switches): what pages, the footer and JSON-LD show. */
export function useSite(): SiteConfig {
  const { firm } = useLayout()
  return useMemo(() => ({ ...firm, url: siteUrl, features }), [firm])
}
