import { useRef, useState } from 'react'
import { site } from '../../config/site'
import { cn } from '../../lib/cn'

const chats = [
  { label: 'WhatsApp', href: () => site.chat.whatsapp, color: 'bg-[#1f7a4d]' },
  { label: 'Telegram', href: () => site.chat.telegram, color: 'bg-[#1d6fa5]' },
  { label: 'WeChat', href: () => site.chat.wechat, color: 'bg-[#2f7d32]' },
]

/** Floating "Text us" button that toggles links to the firm's chat channels. */
export function ChatMenu() {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  if (!site.features.chatMenu) return null
  return (
    <div
      className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-2 print:hidden"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return
        setOpen(false)
        // Focus may be on a link that is about to be hidden: give it back to the button that opened the menu.
        toggle.current?.focus()
      }}
    >
      <ul id="chat-menu-links" hidden={!open} className="flex flex-col items-end gap-2" aria-label="Chat with us">
        {chats.map((chat) => (
          <li key={chat.label}>
            <a
              href={chat.href()}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(
                'inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-semibold text-white shadow-lg hover:brightness-110',
                chat.color,
              )}
            >
              {chat.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="chat-menu-links"
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brass-600 px-5 py-3 text-sm font-semibold text-white shadow-xl hover:bg-brass-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" /> : <path d="M4 5h16v11H8l-4 4V5Z" strokeLinejoin="round" />}
        </svg>
        Text us
      </button>
    </div>
  )
}
