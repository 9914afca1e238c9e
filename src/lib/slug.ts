/** A URL slug: lower-case letters and digits in words joined by single hyphens (`company-tax-basics`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
