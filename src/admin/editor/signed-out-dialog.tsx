import * as Dialog from '@radix-ui/react-dialog'

/**
 * The session ended while editing: what was typed stays in this tab and in the browser's storage (keyed by
 * document, part and rev), so signing in again (a new session, with its own CSRF token, so through a page load) opens this page with it and saves it.
 */
export function SignedOutDialog() {
  const back = typeof window === 'undefined' ? '/admin/content' : window.location.pathname
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-navy-950/50" />
        <Dialog.Content className="fixed start-1/2 top-1/3 w-[min(32rem,90vw)] -translate-x-1/2 rounded-lg bg-white p-6 shadow-xl rtl:translate-x-1/2">
          <Dialog.Title className="font-serif text-xl font-semibold">Sign in again to save</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm">
            Your session ended, so your last changes are not saved yet. They are kept in this browser: sign in again and this page opens
            with them and saves them.
          </Dialog.Description>
          <div className="mt-4 flex flex-wrap gap-2">
            <a
              href={`/admin/sign-in?next=${encodeURIComponent(back)}`}
              className="inline-flex items-center rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-700"
            >
              Sign in again
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
