import { useEffect, useRef, useState } from 'react'
import { cn } from '../../lib/cn'
import { useT } from '../../i18n/i18n'

type Start = 'after-load' | 'in-view'

// Safari has no requestIdleCallback: a short timeout after `load` stands in for it there.
const hasIdle = typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function'

/** Runs `run` once the page has loaded and the browser has a moment to spare; returns a cancel function. */
function afterLoadAndIdle(run: () => void): () => void {
  let idle: number | undefined
  const schedule = () => {
    idle = hasIdle ? window.requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 200)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idle === undefined) return
    if (hasIdle) window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}

/** Runs `run` once `el` is on screen; returns a cancel function. */
function whenInView(el: Element, run: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    run()
    return () => {}
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect()
      run()
    }
  })
  observer.observe(el)
  return () => observer.disconnect()
}

/**
 * A muted, looping background video over its poster image, with a Pause / Play button in its corner (WCAG 2.2.2:
 * anything that moves for more than five seconds can be paused); the button exists only while a video does. The page is served with the poster only (an <img>,
 * so it can be the largest paint and be fetched early); the <video> element, and with it any video download,
 * is added after the page is interactive: once the page has loaded and the browser is idle (`start="after-load"`,
 * the hero), or once the visitor has scrolled it into view (`start="in-view"`, the default). Visitors who prefer
 * reduced motion keep the poster and never receive a video.
 * `name` is the file stem in public/media/video: {name}.webm, {name}.mp4 and {name}-poster.jpg.
 */
export function LoopVideo({
  name,
  className,
  label,
  start = 'in-view',
  priority = false,
  mediaClassName,
}: {
  name: string
  className?: string
  label?: string
  start?: Start
  /** The poster is the largest thing in the first view: fetch it first and never lazily. */
  priority?: boolean
  /** Classes of the picture only (a background video's dimming), so the pause button keeps full contrast. */
  mediaClassName?: string
}) {
  const box = useRef<HTMLDivElement>(null)
  const video = useRef<HTMLVideoElement>(null)
  const t = useT()
  const [play, setPlay] = useState(false)
  const [paused, setPaused] = useState(false)

  useEffect(() => {
    const el = box.current
    if (!el) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)')
    let stop: (() => void) | undefined
    const apply = () => {
      stop?.()
      stop = undefined
      if (reduce.matches) setPlay(false)
      else stop = start === 'after-load' ? afterLoadAndIdle(() => setPlay(true)) : whenInView(el, () => setPlay(true))
    }
    apply()
    reduce.addEventListener('change', apply)
    return () => {
      stop?.()
      reduce.removeEventListener('change', apply)
    }
  }, [start])

  // The visitor's choice wins over autoplay; the element's own state follows it.
  useEffect(() => {
    const el = video.current
    if (!el) return
    if (paused) el.pause()
    else void el.play().catch(() => {})
  }, [paused, play])

  const poster = `/media/video/${name}-poster.jpg`
  return (
    <div ref={box} className={cn('relative h-full w-full', className)} data-video-box={name}>
      <img
        src={poster}
        alt={label ?? ''}
        width={960}
        height={540}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={cn('absolute inset-0 h-full w-full object-cover', mediaClassName)}
      />
      {play ? (
        <video
          key={name}
          ref={video}
          className={cn('absolute inset-0 h-full w-full object-cover', mediaClassName)}
          muted
          loop
          playsInline
          autoPlay={!paused}
          poster={poster}
          aria-hidden="true"
          data-video={name}
          width={960}
          height={540}
        >
          <source src={`/media/video/${name}.webm`} type="video/webm" />
          <source src={`/media/video/${name}.mp4`} type="video/mp4" />
        </video>
      ) : null}
      {play ? (
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={t(paused ? 'a11y.playVideo' : 'a11y.pauseVideo')}
          data-video-control={name}
          className="absolute end-3 bottom-3 z-10 inline-flex size-9 items-center justify-center rounded-full bg-navy-950/80 text-white shadow ring-1 ring-white/40 hover:bg-navy-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {paused ? (
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current">
              <path d="M4 2.5v11l9-5.5z" />
            </svg>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current">
              <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />
            </svg>
          )}
        </button>
      ) : null}
    </div>
  )
}
