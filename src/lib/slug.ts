/** A URL slug: lower-case letters and digits in words joined by single hyphens (`company-tax-basics`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A blog post's slug, in its language's own script: the same shape, with lower-case or caseless letters of any
 * script (`قرار-الترحيل-في-تركيا`). The language prefix already tells the languages apart, and Arabic sites write
 * their addresses in Arabic; Turkish slugs stay in Latin letters without diacritics, as Turkish sites write them
 * (src/lib/blog.ts `deriveSlug`). Browsers show such an address as written and send it percent-encoded.
 */
export const POST_SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{Lm}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Lm}\p{Nd}]+)*$/u
