import { ClientOnly } from '@tanstack/react-router'
import { Link } from '../ui/link'
import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { useEffect, useState, type ReactNode } from 'react'
import type { NavItem } from '../../config/navigation'
import { useNav } from './use-nav'
import { useSite } from './layout-data'
import { cn } from '../../lib/cn'
import { ChevronIcon } from '../ui/chevron-icon'
import { MobileDrawer } from './mobile-drawer'
import { isItemActive, usePathname } from './use-active-path'
import { Logo } from './logo'
import { ChatMenu } from './chat-menu'
import { LanguageLinks } from './language-links'
import { useLocale, useT } from '../../i18n/i18n'
import { localizedPath } from '../../i18n/paths'
import { localeConfig } from '../../i18n/locales'

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

// Tighter from 1024 px (lg) to 1280 px (xl): the brand, eight entries and the languages then fit one row in every
// language (Turkish is the longest) without wrapping.
const topLinkClass =
  'inline-flex items-center gap-1 rounded-md px-2 py-2 text-[0.8125rem]/5 font-medium transition-colors xl:px-3 xl:text-sm text-white/90 hover:text-white hover:bg-white/10 data-[active=true]:text-brass-300 aria-[current=page]:text-brass-300'
/** The last entry (Contact) as a button: the same shape, its own colours (cn() would not override them). */
const topCtaClass =
  'inline-flex items-center gap-1 rounded-md px-2 py-2 text-[0.8125rem]/5 font-medium transition-colors xl:px-3 xl:text-sm ms-1 xl:ms-2 bg-brass-600 text-white hover:bg-brass-700'

export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD)
  const pathname = usePathname()
  const t = useT()
  const site = useSite()

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
      {/* From 1024 px one row whose words never wrap (each part keeps its width), sized to fit at 1024 px; on a phone the firm's name may wrap to fit 320 px. */}
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 xl:gap-4">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-3 rounded-md py-1 lg:shrink-0 lg:whitespace-nowrap"
          aria-label={t('layout.homeLink', { name: site.name })}
        >
          {/* From 1024 to 1280 px the mark alone: the link is named by its label, and the menu needs the room. */}
          <Logo compact={scrolled} nameClassName="lg:max-xl:sr-only" />
        </Link>

        <MainNav pathname={pathname} />

        <div className="flex shrink-0 items-center gap-2">
          <LanguageLinks className="hidden whitespace-nowrap lg:block" />
          <ChatMenu placement="header" />
          <MobileDrawer />
        </div>
      </div>
    </header>
  )
}

/**
 * The desktop menu: Radix NavigationMenu (the design card's "Radix primitives for the nav menu"; ADR 11 and its
 * amendment), with links and two triggers (About us, Services) each showing its panel below. `activationMode="manual"`:
 * a click toggles a panel and hover or focus alone never opens one (the menus of the spec open on click), opening one
 * closes the other; Escape, a click or focus outside the menu, or choosing a link closes it, and Escape gives focus
 * back to its trigger. Radix gives the rest of its keyboard model (arrow keys between entries, Tab into an open panel).
 */
function MainNav({ pathname }: { pathname: string }) {
  const nav = useNav()
  const t = useT()
  const locale = useLocale()
  const [openMenu, setOpenMenu] = useState('')

  // A new page closes the menu.
  useEffect(() => setOpenMenu(''), [pathname])

  return (
    <NavigationMenu.Root
      aria-label={t('layout.mainNav')}
      dir={localeConfig[locale].dir}
      activationMode="manual"
      value={openMenu}
      onValueChange={setOpenMenu}
      // Radix wraps the list in a positioned box: made static, so that the Services panel is placed against the
      // header (sticky, as wide as the window) rather than against the menu, wherever the menu sits in a language.
      className="hidden shrink-0 lg:block [&>div]:static!"
    >
      <NavigationMenu.List className="flex items-center gap-0.5 whitespace-nowrap">
        {nav.map((item) =>
          item.dropdown ? (
            <DropdownItem key={item.id} item={item} active={isItemActive(item, pathname)} pathname={pathname} />
          ) : (
            <NavigationMenu.Item key={item.id}>
              <NavigationMenu.Link asChild>
                <Link to={item.link} className={item.id === 'contact' ? topCtaClass : topLinkClass}>
                  {item.title}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}

function DropdownItem({ item, active, pathname }: { item: NavItem; active: boolean; pathname: string }) {
  const locale = useLocale()
  const services = item.id === 'services'
  return (
    // The About us panel hangs below its own entry; the Services panel, 56rem wide, is centred on the header (see
    // MainNav), which keeps it inside the window from 1024 px up in either direction.
    <NavigationMenu.Item value={item.id} className={services ? undefined : 'relative'}>
      {/* Without JavaScript the entry is a link to the page its panel summarises. */}
      <ClientOnly
        fallback={
          <a href={localizedPath(item.link, locale)} className={topLinkClass} data-active={active}>
            {item.title}
            <ChevronIcon small />
          </a>
        }
      >
        <NavigationMenu.Trigger className={cn(topLinkClass, 'group')} data-active={active} data-menu-trigger={item.id}>
          {item.title}
          <ChevronIcon small className="transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
        </NavigationMenu.Trigger>
      </ClientOnly>
      <NavigationMenu.Content
        className={cn(
          'absolute top-full z-10 rounded-xl bg-white p-5 whitespace-normal text-navy-900 shadow-2xl ring-1 ring-navy-900/10',
          services ? 'inset-x-0 mx-auto -mt-2 w-[56rem] max-w-[calc(100vw-2rem)]' : 'start-0 mt-3 w-[34rem]',
        )}
      >
        {services ? <ServicesPanel item={item} pathname={pathname} /> : <AboutPanel item={item} />}
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  )
}

/** A link of a panel: Radix's link, so that choosing it closes the panel and arrow keys reach it. */
function PanelLink({ to, className, children, ...events }: { to: string; className?: string; children: ReactNode } & PanelLinkEvents) {
  return (
    <NavigationMenu.Link asChild>
      <Link to={to} className={cn(panelLinkClass, className)} {...events}>
        {children}
      </Link>
    </NavigationMenu.Link>
  )
}
type PanelLinkEvents = { onMouseEnter?: () => void; onFocus?: () => void }

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
              <PanelLink
                to={child.link}
                onMouseEnter={() => setImage(child.image ?? item.dropdownImage)}
                onFocus={() => setImage(child.image ?? item.dropdownImage)}
              >
                {child.title}
              </PanelLink>
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
          <PanelLink to={overview.link} className="font-semibold">
            {overview.title}
          </PanelLink>
        ) : null}
      </div>
      <div className="grid grid-cols-3 gap-4">
        {groups.map((group) => {
          const open = openGroup === group.link
          const listId = `nav-group-${group.link.slice(1)}`
          return (
            <div key={group.link}>
              <div className="flex items-center justify-between gap-1">
                <PanelLink to={group.link} className="font-semibold text-navy-950">
                  {group.title}
                </PanelLink>
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
                    <PanelLink to={child.link}>{child.title}</PanelLink>
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
