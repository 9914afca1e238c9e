import * as AccordionPrimitive from '@radix-ui/react-accordion'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { ChevronIcon } from './chevron-icon'

export { ChevronIcon }

/** Single-open accordion: opening one item closes the other; clicking the open item closes it. */
export function Accordion({ children, className, defaultValue }: { children: ReactNode; className?: string; defaultValue?: string }) {
  return (
    <AccordionPrimitive.Root type="single" collapsible defaultValue={defaultValue} className={className}>
      {children}
    </AccordionPrimitive.Root>
  )
}

export function AccordionItem({
  value,
  title,
  children,
  headingLevel = 3,
  tone = 'light',
}: {
  value: string
  title: ReactNode
  children: ReactNode
  headingLevel?: 2 | 3
  tone?: 'light' | 'dark'
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <AccordionPrimitive.Item value={value} className={tone === 'light' ? 'border-b border-navy-100' : 'border-b border-white/10'}>
      <AccordionPrimitive.Header asChild>
        <Heading className="m-0 font-sans">
          <AccordionPrimitive.Trigger
            className={cn(
              'group flex w-full items-center justify-between gap-4 py-4 text-start font-semibold',
              tone === 'light' ? 'text-navy-900 hover:text-brass-700' : 'text-white hover:text-brass-300',
            )}
          >
            {title}
            <ChevronIcon className="transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
          </AccordionPrimitive.Trigger>
        </Heading>
      </AccordionPrimitive.Header>
      {/* Always in the HTML: search engines read every answer, and without JavaScript the <noscript> rule in the
          root document shows them all. Opening and closing animate height and opacity (.accordion-content). */}
      <AccordionPrimitive.Content forceMount data-noscript-open="" className="accordion-content">
        <div className="-mx-1 min-h-0 overflow-hidden px-1">
          <div className="pb-5">{children}</div>
        </div>
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  )
}
