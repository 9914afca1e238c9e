import { type LinkProps } from '@tanstack/react-router'
import { Link } from './link'
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'
import { cn } from '../../lib/cn'

const variants = {
  primary: 'bg-brass-600 text-white hover:bg-brass-700 focus-visible:outline-brass-500 shadow-sm',
  secondary: 'border border-navy-800 text-navy-900 hover:bg-navy-900 hover:text-white',
  light: 'border border-white/70 text-white hover:bg-white hover:text-navy-900',
  navy: 'bg-navy-900 text-white hover:bg-navy-700',
} as const

const sizes = {
  md: 'px-5 text-sm tracking-wide',
  lg: 'px-6 text-base tracking-normal',
} as const

export type ButtonVariant = keyof typeof variants

/**
 * A button's classes. `className` adds classes (margins, alignment, width) and must not repeat a property the
 * button sets: cn() joins classes, it does not resolve conflicts (src/lib/cn.ts). Size and colour are the variants.
 */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string, size: keyof typeof sizes = 'md'): string {
  return cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md py-2.5 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    sizes[size],
    variants[variant],
    className,
  )
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: keyof typeof sizes }) {
  return <button type={type} className={buttonClasses(variant, className, size)} {...props} />
}

export function ButtonLink({
  variant = 'primary',
  className,
  children,
  ...props
}: LinkProps & { variant?: ButtonVariant; className?: string; children: ReactNode }) {
  return (
    <Link className={buttonClasses(variant, className)} {...props}>
      {children}
    </Link>
  )
}

/** A link that leaves the site: always a new tab, never handing our window to the other page. */
export function ExternalLink({ className, rel, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a target="_blank" rel={cn('noopener noreferrer', rel)} className={className} {...props} />
}
