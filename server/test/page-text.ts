import { en } from '../../src/i18n/dictionaries/en.ts'

/** A page's visible text: scripts, styles and tags removed, the entities React writes decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

/**
 * English interface strings long enough to be recognised in another language's page (the part of each dictionary
 * string before any {value}, at least 12 characters).
 */
export function recognisableEnglishStrings(): string[] {
  const strings: string[] = []
  const collect = (value: unknown) => {
    if (typeof value === 'string') strings.push(value.split(/\{\w+\}/)[0].trim())
    else if (value && typeof value === 'object') Object.values(value).forEach(collect)
  }
  collect(en)
  return strings.filter((s) => s.length >= 12)
}
