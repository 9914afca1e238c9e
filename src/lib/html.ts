const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * Text made safe for HTML (element content and quoted attributes) and for XML (the sitemap, the feed, SVG): the
 * five characters with a meaning there become references that both languages read.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c])
}
