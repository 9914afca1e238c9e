import { useEffect, useRef, useState, type ComponentType } from 'react'
import type { MobileDrawerPanel } from './mobile-drawer-panel'
import { usePathname } from './use-active-path'

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

/**
 * Small screens: a hamburger opening a side drawer with an accordion of the header's entries (no Services
 * overview link). The button is plain; the drawer's code is fetched when the visitor reaches for the button.
 */
export function MobileDrawer() {
  const [open, setOpen] = useState(false)
  const [Drawer, setDrawer] = useState<ComponentType<Parameters<Panel>[0]> | null>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()

  // Close once the visitor has chosen a page.
  useEffect(() => setOpen(false), [pathname])

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
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void fetchPanel()}
        onFocus={() => void fetchPanel()}
        onClick={() => void fetchPanel().then(() => setOpen(true))}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
      </button>
      {Drawer ? <Drawer open={open} onOpenChange={setOpen} trigger={trigger} /> : null}
    </>
  )
}
