import { ClientOnly } from '@tanstack/react-router'
import { useEffect, useRef, useState, type ComponentType } from 'react'
import { useNav } from './use-nav'
import type { MobileDrawerPanel } from './mobile-drawer-panel'
import { usePathname } from './use-active-path'
import { useLocale, useT } from '../../i18n/i18n'
import { localizedPath } from '../../i18n/paths'
import { LanguageLinks } from './language-links'

type Panel = typeof MobileDrawerPanel

let panelCode: Promise<Panel> | null = null
function loadPanel(): Promise<Panel> {
  panelCode ??= import('./mobile-drawer-panel').then(
    (m) => m.MobileDrawerPanel,
    (error: unknown) => {
      panelCode = null
      throw error
    },
  )
  return panelCode
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </svg>
  )
}

const fallbackLink = 'block rounded-md px-3 py-2.5 text-base text-white/90 hover:bg-white/10'

/**
 * The menu without JavaScript: a native disclosure listing every page of the header, a dropdown's entries as the
 * pages they lead to (the Services group pages list their services), then the languages. Plain HTML, so it is a few
 * hundred bytes of each page and needs no script; once the page is hydrated it is replaced by the drawer's button.
 */
function NoScriptMenu() {
  const nav = useNav()
  const t = useT()
  const locale = useLocale()
  return (
    <details className="lg:hidden">
      <summary
        aria-label={t('layout.openMenu')}
        className="flex cursor-pointer list-none rounded-md p-2 text-white hover:bg-white/10 [&::-webkit-details-marker]:hidden"
      >
        <MenuIcon />
      </summary>
      <nav
        aria-label={t('layout.mobileNav')}
        className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto border-t border-white/10 bg-navy-950 px-4 py-3 shadow-2xl"
      >
        <ul>
          {nav.map((item) => (
            <li key={item.id} className="border-b border-white/10 last:border-b-0">
              {item.dropdown ? (
                <>
                  <p className="px-3 pt-2.5 text-sm text-white/60">{item.title}</p>
                  <ul className="ms-3">
                    {item.dropdown.map((child) => (
                      <li key={child.link}>
                        <a href={localizedPath(child.link, locale)} className={fallbackLink}>
                          {child.desktopOnly ? t('layout.allServices') : child.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <a href={localizedPath(item.link, locale)} className={fallbackLink}>
                  {item.title}
                </a>
              )}
            </li>
          ))}
        </ul>
        <LanguageLinks className="mt-2 border-t border-white/10 pt-3" />
      </nav>
    </details>
  )
}

/**
 * Small screens: a hamburger opening a side drawer with an accordion of the header's entries (no Services
 * overview link). The button is plain; the drawer's code is fetched when the visitor reaches for the button.
 */
export function MobileDrawer() {
  return (
    <ClientOnly fallback={<NoScriptMenu />}>
      <DrawerToggle />
    </ClientOnly>
  )
}

function DrawerToggle() {
  const [open, setOpen] = useState(false)
  const [Drawer, setDrawer] = useState<ComponentType<Parameters<Panel>[0]> | null>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()
  const t = useT()

  // Close once the visitor has chosen a page; focus then goes to the new page (RouteFocus), not back to this button.
  const closedByNavigation = useRef(false)
  useEffect(() => {
    setOpen((wasOpen) => {
      if (wasOpen) closedByNavigation.current = true
      return false
    })
  }, [pathname])

  const fetchPanel = () =>
    loadPanel().then(
      (panel) => setDrawer(() => panel),
      () => {
        /* Offline: the button stays; the footer and the page's links still lead everywhere. */
      },
    )

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="rounded-md p-2 text-white hover:bg-white/10 lg:hidden"
        aria-label={t('layout.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void fetchPanel()}
        onFocus={() => void fetchPanel()}
        onClick={() => void fetchPanel().then(() => setOpen(true))}
      >
        <MenuIcon />
      </button>
      {Drawer ? (
        <Drawer
          open={open}
          onOpenChange={setOpen}
          onClosed={() => {
            if (!closedByNavigation.current) trigger.current?.focus()
            closedByNavigation.current = false
          }}
        />
      ) : null}
    </>
  )
}
