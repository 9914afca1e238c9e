import { useEffect, useRef } from 'react'
import { usePathname } from './use-active-path'

/** Every path change starts at the top of the new page (spec §2). Hash jumps on the same page are left alone. */
export function ScrollToTop() {
  const pathname = usePathname()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (window.location.hash) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
