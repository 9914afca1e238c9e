import { cn } from '../../lib/cn'
import { wrapTables } from '../../lib/html-tables'

/**
 * Long-form HTML from src/content (trusted, checked by src/content/schema.ts) or from the blog API
 * (sanitised by the server before it is stored and served). Tables scroll inside their own named region.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return <div className={cn('prose-legal', className)} dangerouslySetInnerHTML={{ __html: wrapTables(html) }} />
}
