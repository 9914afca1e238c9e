import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { BOOKING_PATH, type BookingSearch } from '../../lib/booking-page'

interface TemporalNow {
  Now?: { timeZoneId?: () => string }
}

/**
 * The browser's IANA time zone. `Temporal.Now.timeZoneId()` where the browser has it (Chromium 144+, Firefox 139+):
 * the first `Intl.DateTimeFormat` of a page builds ICU's formatter and cost 50-300 ms of main thread in Chromium 156
 * on the test machine (ADR 37 "(pagefast)"); Temporal reads the zone alone, in under a millisecond. Intl elsewhere.
 */
export function browserTimeZone(): string | undefined {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal
  try {
    const zone = temporal?.Now?.timeZoneId?.()
    if (zone) return zone
  } catch {
    // A partial Temporal: the Intl answer below is the same zone.
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
}

/**
 * With JavaScript, a visitor who arrived at the booking page (a time's list or a time's form) without a zone in the
 * address gets their browser's: the address gains `tz`, so the times, the form's hidden zone and every link carry it.
 *
 * The page the server sent (Istanbul times) stays on the screen, usable, while the zone's times load: the route is
 * preloaded first (TanStack Router's `preloadRoute`, kept fresh for the navigation by the route's `preloadStaleTime`),
 * then the address is replaced (Back does not return to the Istanbul-time page) and the page renders once with the
 * new data. Navigating at once would show the router's pending page after `pendingMs` on a slow connection: the list a
 * visitor was about to click, or the form they were typing in, replaced by a spinner.
 *
 * A visitor who clicks a day or a time meanwhile keeps that click: it is a navigation of its own, this step gives way
 * (the address is no longer the one it started from), and the new page, still without a zone, runs the step again.
 */
export function useVisitorZone(search: BookingSearch, applies: boolean) {
  const router = useRouter()
  useEffect(() => {
    if (!applies || search.tz) return
    const from = router.latestLocation
    if ((from.search as BookingSearch).tz || from.pathname !== router.buildLocation({ to: BOOKING_PATH }).pathname) return
    const zone = browserTimeZone()
    if (!zone) return
    const next = { ...(from.search as BookingSearch), tz: zone }
    let current = true
    void router.preloadRoute({ to: BOOKING_PATH, search: next }).then(() => {
      if (!current || router.latestLocation.href !== from.href) return
      return router.navigate({ to: BOOKING_PATH, search: next, replace: true, resetScroll: false })
    })
    return () => {
      current = false
    }
  }, [applies, search, router])
}
