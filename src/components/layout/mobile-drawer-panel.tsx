import * as AccordionPrimitive from '@radix-ui/react-accordion'
import { Link } from '../ui/link'
import { useNav } from './use-nav'
import { cn } from '../../lib/cn'
import { ChevronIcon } from '../ui/chevron-icon'
import { Dialog, DrawerContent } from '../ui/dialog'
import { isItemActive, usePathname } from './use-active-path'
import { useT } from '../../i18n/i18n'
import { LanguageLinks } from './language-links'

// Without padding and size, which each use gives (cn() joins classes, it does not resolve conflicts).
const rowLink =
  'block flex-1 rounded-md px-3 text-white/90 hover:bg-white/10 aria-[current=page]:font-semibold aria-[current=page]:text-brass-300'

/** A list of the drawer's links (a menu's entries, or a group's children). */
function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: { link: string; title: string }[]
  className?: string
  linkClassName: string
}) {
  return (
    <ul className={className}>
      {links.map((child) => (
        <li key={child.link}>
          <Link to={child.link} className={cn(rowLink, linkClassName)}>
            {child.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * The drawer of MobileDrawer (mobile-drawer.tsx), with the Radix dialog and accordion it needs: fetched when the
 * visitor first opens the menu, so no other page view downloads them.
 */
export function MobileDrawerPanel({
  open,
  onOpenChange,
  onClosed,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes once the drawer has closed is the caller's choice (its button, or the new page). */
  onClosed: () => void
}) {
  const pathname = usePathname()
  const nav = useNav()
  const t = useT()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        title={t('layout.menu')}
        closeLabel={t('layout.closeMenu')}
        description={t('layout.siteNavigation')}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          onClosed()
        }}
      >
        <nav aria-label={t('layout.mobileNav')} className="px-3 py-3">
          <AccordionPrimitive.Root type="single" collapsible defaultValue={nav.find((i) => i.dropdown && isItemActive(i, pathname))?.id}>
            {nav.map((item) =>
              item.dropdown ? (
                <AccordionPrimitive.Item key={item.id} value={item.id} className="border-b border-white/10">
                  {/* An h3, which the base styles set in the serif face: the drawer's entries are all in one face. */}
                  <AccordionPrimitive.Header className="m-0 font-sans">
                    <AccordionPrimitive.Trigger
                      className={cn(
                        'group flex w-full items-center justify-between px-3 py-3 text-start text-base',
                        isItemActive(item, pathname) ? 'font-semibold text-brass-300' : 'text-white/90',
                      )}
                    >
                      {item.title}
                      <ChevronIcon className="transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
                    </AccordionPrimitive.Trigger>
                  </AccordionPrimitive.Header>
                  <AccordionPrimitive.Content className="pb-2 ps-3">
                    {item.id === 'services' ? (
                      <AccordionPrimitive.Root type="single" collapsible>
                        {item.dropdown
                          .filter((d) => !d.desktopOnly)
                          .map((group) => (
                            <AccordionPrimitive.Item key={group.link} value={group.link}>
                              <AccordionPrimitive.Header className="m-0 flex items-center font-sans">
                                <Link to={group.link} className={cn(rowLink, 'py-3 text-sm')}>
                                  {group.title}
                                </Link>
                                <AccordionPrimitive.Trigger
                                  className="group rounded-md p-3 hover:bg-white/10"
                                  aria-label={t('layout.showGroupServices', { group: group.title })}
                                >
                                  <ChevronIcon
                                    small
                                    className="transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                                  />
                                </AccordionPrimitive.Trigger>
                              </AccordionPrimitive.Header>
                              <AccordionPrimitive.Content>
                                <LinkList
                                  links={group.children ?? []}
                                  className="ms-3 border-s border-white/15 ps-2"
                                  linkClassName="py-2 text-sm"
                                />
                              </AccordionPrimitive.Content>
                            </AccordionPrimitive.Item>
                          ))}
                      </AccordionPrimitive.Root>
                    ) : (
                      <LinkList links={item.dropdown} linkClassName="py-3 text-sm" />
                    )}
                  </AccordionPrimitive.Content>
                </AccordionPrimitive.Item>
              ) : (
                <div key={item.id} className="border-b border-white/10">
                  <Link to={item.link} className={cn(rowLink, 'py-3 text-base')}>
                    {item.title}
                  </Link>
                </div>
              ),
            )}
          </AccordionPrimitive.Root>
        </nav>
        {/* The header's language links, which a phone has no room for in its row: each leads to this page. */}
        <LanguageLinks className="px-4 pt-2 pb-4" />
      </DrawerContent>
    </Dialog>
  )
}
