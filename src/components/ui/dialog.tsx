import * as DialogPrimitive from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogTitle = DialogPrimitive.Title
export const DialogDescription = DialogPrimitive.Description

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  )
}

/** Centered modal (team profiles). `closeLabel`: the close button's name in the page's language. */
export function DialogContent({ children, className, closeLabel }: { children: ReactNode; className?: string; closeLabel: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/70" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-3xl -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl sm:p-8',
          className,
        )}
      >
        {children}
        <DialogPrimitive.Close className="absolute end-3 top-3 rounded-full p-2 text-navy-700 hover:bg-navy-50" aria-label={closeLabel}>
          <CloseIcon />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

/** Side drawer (mobile menu). */
export function DrawerContent({
  children,
  title,
  closeLabel,
  description,
  onCloseAutoFocus,
}: {
  children: ReactNode
  /** The drawer's title, its close button's name and its description, in the page's language. */
  title: string
  closeLabel: string
  description: string
  onCloseAutoFocus?: (event: Event) => void
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
      <DialogPrimitive.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className="drawer-panel fixed inset-y-0 end-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-navy-950 text-white shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-white/10 px-5 py-4">
          <DialogPrimitive.Title className="font-serif text-lg">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close className="rounded-full p-2 hover:bg-white/10" aria-label={closeLabel}>
            <CloseIcon />
          </DialogPrimitive.Close>
        </div>
        <DialogPrimitive.Description className="sr-only">{description}</DialogPrimitive.Description>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
