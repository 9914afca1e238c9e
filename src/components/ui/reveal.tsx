import { useEffect, useRef, type ReactNode } from 'react'

const REVEAL_MIN_WIDTH = 768

/** Whether scroll-reveal runs for this window (off below 768 px and for reduced motion). */
export function revealEnabled(win: Pick<Window, 'innerWidth' | 'matchMedia'>): boolean {
  if (win.innerWidth < REVEAL_MIN_WIDTH) return false
  return !win.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Fades its content in once when it scrolls into view. Server HTML is fully visible (works without JavaScript);
 * after hydration only blocks still below the fold are hidden, and only opacity and transform change.
 */
export function Reveal({
  children,
  duration = 1000,
  className,
  as: Tag = 'div',
}: {
  children: ReactNode
  duration?: 1000 | 2000
  className?: string
  as?: 'div' | 'section' | 'li'
}) {
  const ref = useRef<HTMLElement>(null)

  useEffect(() => {
    const el = ref.current
    if (!el || !revealEnabled(window) || typeof IntersectionObserver === 'undefined') return
    if (el.getBoundingClientRect().top < window.innerHeight) return
    el.dataset.reveal = 'pending'
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          el.style.transitionDuration = `${duration}ms`
          el.dataset.reveal = 'shown'
          observer.disconnect()
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [duration])

  return (
    <Tag ref={ref as never} className={className} data-reveal-duration={duration}>
      {children}
    </Tag>
  )
}
