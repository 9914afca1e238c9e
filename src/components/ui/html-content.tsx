import { cn } from '../../lib/cn'

/**
 * Long-form HTML from src/content (trusted, checked by src/content/schema.ts) or from the blog API
 * (sanitised by the server before it is stored and served).
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return <div className={cn('prose-legal', className)} dangerouslySetInnerHTML={{ __html: html }} />
}
