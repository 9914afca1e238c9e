import { cn } from '../../lib/cn'
import { wrapTables } from '../../lib/html-tables'
import { useLocale } from '../../i18n/i18n'
import { localizeLinks } from '../../i18n/paths'
import { keepIsolatesTogether } from '../../lib/bidi'

/**
 * Long-form HTML from src/content (trusted, checked by src/content/schema.ts) or from the blog API
 * (sanitised by the server before it is stored and served). Tables scroll inside their own named region. The
 * site's own links in it are written without a language prefix and lead to the page in the reader's language. A
 * one-word <bdi> (a Latin term in Arabic) stays on one line (src/lib/bidi.ts).
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const locale = useLocale()
  return (
    <div
      className={cn('prose-legal', className)}
      dangerouslySetInnerHTML={{ __html: wrapTables(localizeLinks(keepIsolatesTogether(html), locale)) }}
    />
  )
}
