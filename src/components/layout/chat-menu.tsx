import { ClientOnly } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import { features } from '../../config/site-settings'
import type { SiteConfig } from '../../config/site'
import { useSite } from './layout-data'
import { cn } from '../../lib/cn'
import { useT } from '../../i18n/i18n'

const chats = [
  { label: 'WhatsApp', href: (chat: SiteConfig['chat']) => chat.whatsapp, color: 'bg-[#1f7a4d]' },
  { label: 'Telegram', href: (chat: SiteConfig['chat']) => chat.telegram, color: 'bg-[#1d6fa5]' },
  { label: 'WeChat', href: (chat: SiteConfig['chat']) => chat.wechat, color: 'bg-[#2f7d32]' },
]

type Placement = 'header' | 'floating'

const toggleClass: Record<Placement, string> = {
  header:
    'inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-full border border-white/30 px-3 py-2 text-sm font-semibold text-white hover:bg-white/10 [&::-webkit-details-marker]:hidden',
  floating:
    'inline-flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-full bg-brass-600 px-5 py-3 text-sm font-semibold text-white shadow-xl hover:bg-brass-700 [&::-webkit-details-marker]:hidden',
}

const listClass: Record<Placement, string> = {
  header: 'absolute end-0 top-full z-40 mt-2 flex flex-col items-end gap-2',
  floating: 'flex flex-col items-end gap-2',
}

function ChatLinks({ id, placement, hidden, className }: { id?: string; placement: Placement; hidden?: boolean; className?: string }) {
  const t = useT()
  const site = useSite()
  return (
    <ul id={id} hidden={hidden} className={cn(listClass[placement], className)} aria-label={t('chat.chatWithUs')}>
      {chats.map((chat) => (
        <li key={chat.label}>
          <a
            href={chat.href(site.chat)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              'inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-lg hover:brightness-110',
              chat.color,
            )}
          >
            {chat.label}
            <span className="sr-only">{t('layout.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

function ChatIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      {open ? <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" /> : <path d="M4 5h16v11H8l-4 4V5Z" strokeLinejoin="round" />}
    </svg>
  )
}

/**
 * "Text us": links to the firm's chat channels behind a toggle. On phones and tablets it sits in the header bar
 * (placement "header"), where it cannot cover the page; a button floating over the content hid text, form fields
 * and accordion chevrons on a 375 px screen. From the desktop breakpoint it floats in the corner, beside the
 * content column (placement "floating"). Without JavaScript the header's toggle is a native `<details>` at every
 * width, floating from the desktop breakpoint too (the header has no backdrop filter then, so `fixed` holds): one
 * copy of the links in each page's HTML instead of two.
 */
export function ChatMenu({ placement }: { placement: Placement }) {
  const t = useT()
  if (!features.chatMenu) return null
  if (placement === 'floating') {
    return (
      <ClientOnly>
        <ChatToggle placement="floating" className="fixed end-4 bottom-4 z-30 hidden flex-col items-end gap-2 print:hidden lg:flex" />
      </ClientOnly>
    )
  }
  return (
    <ClientOnly
      fallback={
        <details className="relative print:hidden lg:fixed lg:end-4 lg:bottom-4 lg:z-30" data-chat-menu="">
          <summary className={cn(toggleClass.header, 'lg:min-h-12 lg:border-transparent lg:bg-brass-600 lg:px-5 lg:shadow-xl')}>
            <ChatIcon open={false} />
            {t('chat.textUs')}
          </summary>
          <ChatLinks placement="header" className="lg:top-auto lg:bottom-full lg:mt-0 lg:mb-2" />
        </details>
      }
    >
      <ChatToggle placement="header" className="relative print:hidden lg:hidden" />
    </ClientOnly>
  )
}
function ChatToggle({ placement, className }: { placement: Placement; className: string }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const links = <ChatLinks id={listId} placement={placement} hidden={!open} />
  return (
    <div
      className={className}
      data-chat-menu=""
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return
        setOpen(false)
        // Focus may be on a link that is about to be hidden: give it back to the button that opened the menu.
        toggle.current?.focus()
      }}
    >
      {placement === 'floating' ? links : null}
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className={toggleClass[placement]}
      >
        <ChatIcon open={open} />
        {t('chat.textUs')}
      </button>
      {placement === 'header' ? links : null}
    </div>
  )
}
