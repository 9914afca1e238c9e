import { useEffect, useRef } from 'react'
import { cn } from '../../lib/cn'

/**
 * A muted, looping background video. It never blocks first paint (preload="none", poster shown at once),
 * starts only after hydration, and stays paused for visitors who prefer reduced motion.
 * `name` is the file stem in public/media/video: {name}.webm, {name}.mp4 and {name}-poster.jpg.
 */
export function LoopVideo({ name, className, label }: { name: string; className?: string; label?: string }) {
  const ref = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    const video = ref.current
    if (!video) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)')
    const apply = () => {
      if (reduce.matches) {
        video.pause()
      } else {
        video.preload = 'auto'
        void video.play().catch(() => {
          /* Autoplay refused (e.g. data saver): the poster stays, which is fine. */
        })
      }
    }
    apply()
    reduce.addEventListener('change', apply)
    return () => reduce.removeEventListener('change', apply)
  }, [])

  return (
    <video
      ref={ref}
      className={cn('h-full w-full object-cover', className)}
      muted
      loop
      playsInline
      preload="none"
      poster={`/media/video/${name}-poster.jpg`}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      data-video={name}
      width={960}
      height={540}
    >
      <source src={`/media/video/${name}.webm`} type="video/webm" />
      <source src={`/media/video/${name}.mp4`} type="video/mp4" />
    </video>
  )
}
