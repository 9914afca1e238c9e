import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/**
 * After the visitor moves to another page inside the app, focus goes to the new page's h1 and a polite live region
 * says which page it is, as a full page load would: otherwise focus stays on the link that was clicked (often
 * removed with its menu, so it falls to the body) and the next Tab starts again in the header. TanStack Router
 * restores scroll but leaves focus alone; its `onResolved` event is the documented place for DOM work after a
 * navigation. Only a change of path counts: a new ?page or #anchor on the same page keeps its own focus handling,
 * and the first load keeps the browser's.
 */
export function RouteFocus() {
  const router = useRouter()
  const [announcement, setAnnouncement] = useState('')

  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || !event.pathChanged || event.toLocation.hash) return
        // One frame later the new page is painted and its Helmet title is set.
        requestAnimationFrame(() => {
          const main = document.getElementById('main')
          const target = main?.querySelector<HTMLElement>('h1') ?? main
          if (!target) return
          // Focusable by script only; the heading is not a control, so it shows no focus ring.
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
          target.classList.add('outline-none')
          target.focus({ preventScroll: true })
          setAnnouncement(document.title || target.textContent || '')
        })
      }),
    [router],
  )

  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </p>
  )
}
