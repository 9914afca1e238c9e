import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'

export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  align = 'left',
  tone = 'light',
}: {
  eyebrow?: string
  title: string
  intro?: ReactNode
  id?: string
  align?: 'left' | 'center'
  tone?: 'light' | 'dark'
}) {
  return (
    <div className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p className={cn('text-sm font-semibold tracking-[0.2em] uppercase', tone === 'dark' ? 'text-brass-300' : 'text-brass-700')}>
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={cn('mt-2 text-3xl font-semibold sm:text-4xl', tone === 'dark' ? 'text-white' : 'text-navy-950')}>
        {title}
      </h2>
      {intro ? <p className={cn('mt-4 text-lg', tone === 'dark' ? 'text-white/80' : 'text-navy-700')}>{intro}</p> : null}
    </div>
  )
}

/** Page banner with the page's single <h1>. */
export function PageBanner({
  title,
  text,
  eyebrow,
  children,
}: {
  title: string
  text?: ReactNode
  eyebrow?: string
  children?: ReactNode
}) {
  return (
    <div className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgba(181,138,76,0.35),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(93,119,153,0.35),transparent_40%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold tracking-[0.2em] text-brass-300 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-4xl text-4xl font-semibold sm:text-5xl">{title}</h1>
        {text ? <div className="mt-5 max-w-3xl text-lg text-white/85">{text}</div> : null}
        {children}
      </div>
    </div>
  )
}
