import { ClientOnly } from '@tanstack/react-router'
import { Link } from '../ui/link'
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import type { NavItem } from '../../config/navigation'
import { useNav } from './use-nav'
import { site } from '../../config/site'
import { cn } from '../../lib/cn'
import { ChevronIcon } from '../ui/chevron-icon'
import { MobileDrawer } from './mobile-drawer'
import { isItemActive, usePathname } from './use-active-path'
import { Logo } from './logo'
import { ChatMenu } from './chat-menu'
import { LanguageLinks } from './language-links'
import { useLocale, useT } from '../../i18n/i18n'
import { localizedPath } from '../../i18n/paths'

const HEADER_SCROLL_THRESHOLD = 90

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}

// One line each (whitespace-nowrap), and narrower padding below 1280 px: at 1024 px the row of eight entries, the
// name and the languages is full, and entries used to wrap onto two lines (Turkish, Arabic, and English in WebKit).
const topLinkClass =
  'inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm whitespace-nowrap xl:px-3 font-medium transition-colors text-white/90 hover:text-white hover:bg-white/10 data-[active=true]:text-brass-300 aria-[current=page]:text-brass-300'
/** The last entry (Contact) as a button: the same shape, its own colours (cn() would not override them). */
const topCtaClass =
  'inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm whitespace-nowrap xl:px-3 font-medium transition-colors ms-2 bg-brass-600 text-white hover:bg-brass-700'

export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD)
  const pathname = usePathname()
  const t = useT()

  // The compact bar is shorter, but the header keeps its place in the page's flow: a bottom margin makes up the
  // difference (74 px = 52 + 22 on wide screens, 56 + 18 where the menu button shows), and with motion both change
  // in one transition, so their sum stays put. Bug this fixed: the bar used to shrink by padding, so everything below
  // it jumped up 22 px a frame after a scroll crossed the threshold; under reduced motion (no transition) a click that
  // scrolled a card's link into view then met the link's bottom edge or the text below it, and nothing opened
  // (e2e/reduced-motion.spec.ts).
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 text-white transition-[background-color,box-shadow,height,margin] duration-300 motion-reduce:transition-none',
        scrolled ? 'mb-4.5 h-14 bg-navy-950/95 shadow-lg backdrop-blur lg:mb-5.5 lg:h-13' : 'h-18.5 bg-navy-950',
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-4 xl:gap-4 xl:px-6">
        <Link to="/" className="flex items-center gap-3 rounded-md py-1" aria-label={t('layout.homeLink', { name: site.name })}>
          <Logo compact={scrolled} />
        </Link>

        <MainNav pathname={pathname} />

        <div className="flex items-center gap-2">
          <LanguageLinks className="hidden lg:block" />
          <ChatMenu placement="header" />
          <MobileDrawer />
        </div>
      </div>
    </header>
  )
}

/**
 * The desktop menu: links, and two disclosure buttons (About us, Services) each showing its panel below. A click
 * toggles a panel (menus open on click only, never on hover), opening one closes the other, and Escape, a click
 * or focus outside the menu, or choosing a link closes it; Escape gives focus back to the button. Written out
 * rather than a menu library: it is in every page's first download.
 */
function MainNav({ pathname }: { pathname: string }) {
  const nav = useNav()
  const t = useT()
  const [openMenu, setOpenMenu] = useState('')
  const root = useRef<HTMLElement>(null)

  // A new page closes the menu.
  useEffect(() => setOpenMenu(''), [pathname])

  useEffect(() => {
    if (!openMenu) return
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenMenu('')
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [openMenu])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !openMenu) return
    root.current?.querySelector<HTMLElement>(`[data-menu-trigger="${openMenu}"]`)?.focus()
    setOpenMenu('')
  }
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null
    if (next && !root.current?.contains(next)) setOpenMenu('')
  }

  return (
    <nav ref={root} aria-label={t('layout.mainNav')} className="relative hidden lg:block" onKeyDown={onKeyDown} onBlur={onBlur}>
      <ul className="flex items-center gap-0.5">
        {nav.map((item) =>
          item.dropdown ? (
            <DropdownItem
              key={item.id}
              item={item}
              active={isItemActive(item, pathname)}
              pathname={pathname}
              open={openMenu === item.id}
              onOpenChange={(open) => setOpenMenu(open ? item.id : '')}
            />
          ) : (
            <li key={item.id}>
              <Link to={item.link} className={item.id === 'contact' ? topCtaClass : topLinkClass}>
                {item.title}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}

function DropdownItem({
  item,
  active,
  pathname,
  open,
  onOpenChange,
}: {
  item: NavItem
  active: boolean
  pathname: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const panelId = `${useId()}-panel`
  const locale = useLocale()
  return (
    <li className="relative">
      {/* Without JavaScript the entry is a link to the page its panel summarises. */}
      <ClientOnly
        fallback={
          <a href={localizedPath(item.link, locale)} className={topLinkClass} data-active={active}>
            {item.title}
            <ChevronIcon small />
          </a>
        }
      >
        <button
          type="button"
          className={cn(topLinkClass, 'group')}
          data-active={active}
          data-state={open ? 'open' : 'closed'}
          data-menu-trigger={item.id}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onOpenChange(!open)}
        >
          {item.title}
          <ChevronIcon small className="transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
        </button>
      </ClientOnly>
      {open ? (
        <div
          id={panelId}
          // Choosing a link closes the panel (the page may stay the same, for a link to the current page).
          onClick={(event) => {
            if ((event.target as Element).closest('a')) onOpenChange(false)
          }}
          className={cn(
            'absolute top-full mt-3 rounded-xl bg-white p-5 text-navy-900 shadow-2xl ring-1 ring-navy-900/10',
            item.id === 'services' ? '-end-48 w-[56rem] max-w-[calc(100vw-2rem)]' : 'start-0 w-[34rem]',
          )}
        >
          {item.id === 'services' ? <ServicesPanel item={item} pathname={pathname} /> : <AboutPanel item={item} />}
        </div>
      ) : null}
    </li>
  )
}

const panelLinkClass =
  'block rounded-md px-3 py-2 text-sm text-navy-800 hover:bg-navy-50 hover:text-navy-950 aria-[current=page]:bg-navy-50 aria-[current=page]:font-semibold aria-[current=page]:text-brass-700'

function AboutPanel({ item }: { item: NavItem }) {
  const [image, setImage] = useState(item.dropdownImage)
  return (
    <div className="grid grid-cols-[1fr_14rem] gap-5">
      <div>
        <p className="mb-3 px-3 text-sm text-navy-600">{item.dropdownText}</p>
        <ul className="space-y-1">
          {item.dropdown?.map((child) => (
            <li key={child.link}>
              <Link
                to={child.link}
                className={panelLinkClass}
                onMouseEnter={() => setImage(child.image ?? item.dropdownImage)}
                onFocus={() => setImage(child.image ?? item.dropdownImage)}
              >
                {child.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <img
        src={image}
        alt=""
        data-testid="about-dropdown-image"
        width={224}
        height={160}
        className="h-40 w-56 rounded-lg bg-navy-100 object-cover"
      />
    </div>
  )
}

function ServicesPanel({ item, pathname }: { item: NavItem; pathname: string }) {
  const groups = item.dropdown?.filter((d) => d.children) ?? []
  const current = groups.find((g) => g.children?.some((c) => c.link === pathname))
  const [openGroup, setOpenGroup] = useState<string | null>(current?.link ?? null)
  const overview = item.dropdown?.find((d) => d.desktopOnly)
  const t = useT()

  return (
    <div>
      <div className="mb-4 flex items-center justify-between gap-4 border-b border-navy-100 pb-3">
        <p className="text-sm text-navy-600">{item.dropdownText}</p>
        {overview ? (
          <Link to={overview.link} className={cn(panelLinkClass, 'font-semibold')}>
            {overview.title}
          </Link>
        ) : null}
      </div>
      <div className="grid grid-cols-3 gap-4">
        {groups.map((group) => {
          const open = openGroup === group.link
          const listId = `nav-group-${group.link.slice(1)}`
          return (
            <div key={group.link}>
              <div className="flex items-center justify-between gap-1">
                <Link to={group.link} className={cn(panelLinkClass, 'font-semibold text-navy-950')}>
                  {group.title}
                </Link>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={listId}
                  aria-label={t(open ? 'layout.hideGroup' : 'layout.showGroup', { group: group.title })}
                  onClick={() => setOpenGroup(open ? null : group.link)}
                  className="rounded-md p-2 text-navy-700 hover:bg-navy-50"
                >
                  <ChevronIcon small className={cn('transition-transform motion-reduce:transition-none', open && 'rotate-180')} />
                </button>
              </div>
              <ul id={listId} hidden={!open} className="mt-1 max-h-[55vh] space-y-0.5 overflow-y-auto border-s border-navy-100 ps-2">
                {group.children?.map((child) => (
                  <li key={child.link}>
                    <Link to={child.link} className={panelLinkClass}>
                      {child.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )
        })}
      </div>
    </div>
  )
}
