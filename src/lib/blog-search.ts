// zod/mini: this schema is in the main bundle (route search validation is not code-split).
import * as z from 'zod/mini'

/**
 * /blog?q=&page= (shareable search and page), read the same way by the page and by the list call. TanStack's parser
 * turns ?q=123 into a number, so q is coerced back to text; anything unusable falls back to the default, and
 * defaults are stripped from the URL.
 */
export const blogSearchSchema = z.object({
  q: z.catch(
    z.pipe(
      z.transform((v: unknown) => (v === undefined || v === null ? '' : String(v))),
      z.string().check(z.maxLength(200)),
    ),
    '',
  ),
  page: z.catch(
    z.pipe(
      z.transform((v: unknown) => (v === undefined ? 1 : Number(v))),
      z.int().check(z.minimum(1), z.maximum(10_000)),
    ),
    1,
  ),
})

export type BlogSearch = z.infer<typeof blogSearchSchema>
export const blogSearchDefaults: BlogSearch = { q: '', page: 1 }
