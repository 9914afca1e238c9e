import type { Guide, TeamMember } from '../../src/content/schema.ts'
import { DEFAULT_LOCALE, locales, type Locale } from '../../src/i18n/locales.ts'
import type { ContentSource, FirmFacts } from '../../src/lib/content-source.ts'
import type { ServerContentSource } from '../content/snapshot.ts'
import { seedContentSource } from '../content/seed-source.ts'

/**
 * What e-mails and the guide PDF show of the firm's content (its facts, the guides and their authors), read from the
 * server's ContentSource, so a publish changes them without a deploy. Synchronous reads: a lead's e-mails are
 * composed inside the database transaction that stores the lead, which must not wait for anything else.
 */
export interface MailContent {
  /** The firm's facts as a language's pages show them (English's where the language has none). */
  firm: (locale: Locale) => FirmFacts
  /** A language's guides in full, null when it has none. */
  guides: (locale: Locale) => Guide[] | null
  /** A language's team (a guide's author), null when it has none. */
  team: (locale: Locale) => TeamMember[] | null
}

interface LocaleMail {
  firm: FirmFacts | null
  guides: Guide[] | null
  team: TeamMember[] | null
}

async function readLocale(source: ContentSource, locale: Locale): Promise<LocaleMail> {
  // A language configured at run time without any copy (the build test's fixture language) has no layout.
  const [layout, summaries, team] = await Promise.all([source.layout(locale).catch(() => null), source.guides(locale), source.team(locale)])
  const guides = summaries && (await Promise.all(summaries.map((g) => source.guide(locale, g.slug)))).filter((g) => g !== null)
  return { firm: layout?.firm ?? null, guides, team }
}

/** Reads everything mail needs from `source`, every language at once. */
export async function readMailContent(source: ContentSource): Promise<MailContent> {
  const byLocale = new Map(await Promise.all(locales.map(async (l) => [l, await readLocale(source, l)] as const)))
  const english = byLocale.get(DEFAULT_LOCALE)?.firm
  if (!english) throw new Error('content: the firm has no published English facts')
  return {
    firm: (locale) => byLocale.get(locale)?.firm ?? english,
    guides: (locale) => byLocale.get(locale)?.guides ?? null,
    team: (locale) => byLocale.get(locale)?.team ?? null,
  }
}

const held = new WeakMap<ServerContentSource, { version: number; content: Promise<MailContent> }>()

/** The source's mail content, read once per content version (a failed read is tried again on the next call). */
export function mailContentOf(source: ServerContentSource): Promise<MailContent> {
  const version = source.version()
  const hit = held.get(source)
  if (hit?.version === version) return hit.content
  const content = readMailContent(source)
  content.catch(() => {
    if (held.get(source)?.content === content) held.delete(source)
  })
  held.set(source, { version, content })
  return content
}

/**
 * The content of the seed files (server/content/seed-source.ts), read at start: for callers given no source (a
 * command, a test of the layout alone).
 */
export const defaultMailContent: MailContent = await readMailContent(seedContentSource())
