/**
 * npm run check:launch: lists everything that must be replaced before the site goes live, and exits non-zero while
 * anything remains: sample items (`sample: true` in src/config/site.ts and the content's seed, src/content/seed/), example.* addresses
 * and links, generated placeholder portraits, and missing facts of the firm's identity (imprint, data controller).
 *
 * Run on its own, it also checks the server's environment as it is set in the shell (run it with the live
 * site's environment): mail must go out by SMTP, and the site's address, the firm's inbox and the sender must be
 * real and the address https.
 *
 * `npm run build` runs it (without the environment check: the build does not know where it will run) and only
 * warns; `LAUNCH=1 npm run build` fails on it. `launchProblems()` and `environmentProblems()` take everything they
 * check as input, so tests can point them at a fixture.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SiteConfig } from '../src/config/site.ts'
import type { CaseStudy, Guide, TeamMember, Testimonial } from '../src/content/schema.ts'
import { PLACEHOLDER_MARKER } from './media/art.ts'
import { EnvError, parseEnv, type Env } from '../server/env.ts'
import { siteUrlFrom } from '../src/lib/url.ts'
import { DEFAULT_LOCALE, isLocale, localeConfig, locales } from '../src/i18n/locales.ts'
import { localizedPath } from '../src/i18n/paths.ts'
import { openStore } from '../server/db/open-store.ts'
import { Pages } from '../server/pages.ts'
import { seedContentSource } from '../server/content/seed-source.ts'
import { snapshotContentSource } from '../server/content/snapshot.ts'
import { BlogReader } from '../server/blog/blog-reader.ts'
import { Translations } from '../server/translations/reviews.ts'
import type { TranslationUnit } from '../src/admin/page-data.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface LaunchInput {
  site: SiteConfig
  teamMembers: TeamMember[]
  testimonials: Testimonial[]
  caseStudies: CaseStudy[]
  guides: Pick<Guide, 'slug' | 'testimonial'>[]
  /** Each team member's portrait file as shipped in public/media/team (content null when the file is missing). */
  portraits: { id: string; file: string; content: string | null }[]
}

/** A link or address (URL, e-mail, bare domain) on a reserved example domain or naming an "example" account. */
const isLink = (token: string) => /:\/\/|^mailto:|@[\w-]+\.|^(?:www\.)?[\w-]+(?:\.[\w-]+)+(?:\/|$)/i.test(token)
const namesExample = (token: string) => /(?:^|[^a-z0-9])example(?:$|[^a-z0-9])/i.test(token)

function exampleLinks(value: unknown, at: string, out: string[]): void {
  if (typeof value === 'string') {
    for (const token of value.split(/[\s"'<>()]+/)) {
      if (isLink(token) && namesExample(token)) out.push(`example address or link at ${at}: ${token}`)
    }
    if (/\(sample\)/i.test(value)) out.push(`sample text at ${at}: "${value}"`)
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => exampleLinks(item, `${at}[${i}]`, out))
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) exampleLinks(item, `${at}.${key}`, out)
  }
}

function missingIdentity(site: SiteConfig): string[] {
  const out: string[] = []
  const missing = (label: string, value: string | undefined) => {
    if (!value?.trim()) out.push(`missing identity fact: ${label} (src/config/site.ts)`)
  }
  const { identity } = site
  missing('registered name (identity.registeredName)', identity.registeredName)
  if (identity.lawyers.length === 0) out.push('missing identity fact: at least one responsible lawyer (identity.lawyers)')
  identity.lawyers.forEach((lawyer, i) => {
    missing(`name of lawyer #${i + 1}`, lawyer.name)
    missing(`bar of lawyer #${i + 1}`, lawyer.bar)
    missing(`bar registration number of lawyer #${i + 1}`, lawyer.registrationNumber)
    if (lawyer.registrationNumber.trim() && !/^\d{1,7}$/.test(lawyer.registrationNumber.trim()))
      out.push(`bar registration number of lawyer #${i + 1} is not a number: "${lawyer.registrationNumber}"`)
  })
  missing('tax office (identity.taxOffice)', identity.taxOffice)
  missing('tax number (identity.taxNumber)', identity.taxNumber)
  // A company or partnership has a 10-digit tax number; a lawyer's own office uses the 11-digit identity number.
  if (identity.taxNumber.trim() && !/^(\d{10}|\d{11})$/.test(identity.taxNumber.trim()))
    out.push(`tax number is not 10 (or 11) digits: "${identity.taxNumber}"`)
  if (site.address.lines.every((line) => !line.trim())) out.push('missing identity fact: address (address.lines)')
  missing('city and postcode (address.city)', site.address.city)
  missing('e-mail (email)', site.email)
  missing('phone (phone.display)', site.phone.display)
  return out
}

/** Every item to deal with before going live, as readable lines; empty when the site is ready. */
export function launchProblems(input: LaunchInput): string[] {
  const { site } = input
  const out: string[] = []
  const sample = (what: string) => out.push(`sample: ${what}`)

  if (site.sample) sample('firm contact facts (name, phone, e-mail, address, map) in src/config/site.ts')
  if (site.identity.sample) sample('firm identity (registered name, lawyers, bar registration, tax office) in src/config/site.ts')
  site.social.filter((s) => s.sample).forEach((s) => sample(`social link ${s.label} (${s.href})`))
  if (site.chat.sample) sample('chat links (WhatsApp, Telegram, WeChat) in src/config/site.ts')
  if (site.bookingUrlSample) sample('external booking link (firm document, booking)')
  input.teamMembers.filter((m) => m.sample).forEach((m) => sample(`team member "${m.name}" (src/content/seed/team-member/${m.id}/)`))
  input.testimonials.filter((t) => t.sample).forEach((t) => sample(`testimonial by "${t.author}" (src/content/seed/testimonial/)`))
  input.caseStudies.filter((c) => c.sample).forEach((c) => sample(`case study "${c.slug}" (src/content/seed/case-study/)`))
  input.guides.filter((g) => g.testimonial?.sample).forEach((g) => sample(`testimonial in guide "${g.slug}" (src/content/seed/guide/)`))

  for (const portrait of input.portraits) {
    if (portrait.content === null) out.push(`missing portrait: ${portrait.file}`)
    else if (portrait.content.includes(PLACEHOLDER_MARKER))
      out.push(`placeholder portrait: ${portrait.file} (drop the real photo in under the same name)`)
  }

  exampleLinks(site, 'site', out)
  input.teamMembers.forEach((m) => exampleLinks(m, `team "${m.id}"`, out))
  out.push(...missingIdentity(site))
  return out
}

/** What the server's environment still lacks for a live site. */
export function environmentProblems(env: Pick<Env, 'SMTP_URL' | 'SITE_URL' | 'FIRM_EMAIL' | 'MAIL_FROM'>): string[] {
  const out: string[] = []
  if (!env.SMTP_URL) out.push('SMTP_URL is not set: the e-mails of every lead are written to files under DATA_DIR/mail and reach nobody')
  if (!env.SITE_URL.startsWith('https://')) out.push(`SITE_URL is not an https:// address: ${env.SITE_URL}`)
  exampleLinks({ SITE_URL: env.SITE_URL, FIRM_EMAIL: env.FIRM_EMAIL, MAIL_FROM: env.MAIL_FROM }, 'environment', out)
  return out
}

/** The real site: config, the content's seed (what a fresh database publishes) and the portraits in public/media/team. */
export async function readLaunchInput(env: NodeJS.ProcessEnv = process.env): Promise<LaunchInput> {
  const { site } = await import('../src/config/site.ts')
  const content = seedContentSource()
  const teamMembers = (await content.team('en')) ?? []
  const testimonials = (await content.testimonials('en')) ?? []
  const caseStudies = await Promise.all(
    ((await content.caseStudies('en')) ?? []).map(async (c) => (await content.caseStudy('en', c.slug))!),
  )
  const guides = await Promise.all(((await content.guides('en')) ?? []).map(async (g) => (await content.guide('en', g.slug))!))
  const portraits = teamMembers.map((m) => {
    const file = `public/media/team/${m.id}.svg`
    const full = path.join(root, file)
    return { id: m.id, file, content: existsSync(full) ? readFileSync(full, 'utf8') : null }
  })
  // In Node the site config cannot see Vite's env: read the build's setting the way the build does.
  const url = siteUrlFrom(env)
  return { site: { ...site, url }, teamMembers, testimonials, caseStudies, guides, portraits }
}

/**
 * Every translation that no lawyer of the firm has reviewed: each language's dictionary and copy modules
 * (src/i18n/dictionaries/<code>.ts, src/content/<code>/) and the sample blog's translated posts whose status is not
 * `reviewed`. They do not stop a launch (their pages carry the notice, noindex, and stay out of the sitemap and
 * hreflang), but the firm should know what its visitors read unreviewed.
 */
export function unreviewedTranslations(rootDir = root): string[] {
  const out: string[] = []
  for (const locale of locales.filter((l) => l !== DEFAULT_LOCALE)) {
    const name = localeConfig[locale].name
    if (existsSync(path.join(rootDir, `src/i18n/dictionaries/${locale}.ts`)))
      out.push(`${name} (${locale}) interface strings: src/i18n/dictionaries/${locale}.ts, machine translation, not reviewed`)
    const content = path.join(rootDir, 'src/content', locale)
    for (const file of existsSync(content)
      ? readdirSync(content)
          .filter((f) => f.endsWith('.ts') && f !== 'fill.ts')
          .sort()
      : [])
      out.push(`${name} (${locale}) copy: src/content/${locale}/${file}, machine translation, not reviewed`)
    const posts = path.join(rootDir, 'server/blog/seed-posts', locale)
    for (const file of existsSync(posts)
      ? readdirSync(posts)
          .filter((f) => /\.(md|html)$/.test(f))
          .sort()
      : []) {
      const status = /^translation: (\S+)$/m.exec(readFileSync(path.join(posts, file), 'utf8'))?.[1] ?? 'machine'
      if (status !== 'reviewed')
        out.push(`${name} (${locale}) blog post: server/blog/seed-posts/${locale}/${file}, ${status}, not reviewed`)
    }
  }
  return out
}

/** One line of the report for a translated page or interface that does not count as reviewed. */
export function unitLine(unit: TranslationUnit): string {
  const name = isLocale(unit.locale) ? `${localeConfig[unit.locale].name} (${unit.locale})` : unit.locale
  const what =
    unit.item === 'interface' ? 'interface strings' : `page ${isLocale(unit.locale) ? localizedPath(unit.item, unit.locale) : unit.item}`
  const state = unit.stale
    ? 'stale: the English changed since the review'
    : unit.status === 'reviewed'
      ? 'reviewed, waits for the review of its interface strings'
      : unit.status === 'machine'
        ? 'machine translation, not reviewed'
        : `${unit.status}, not reviewed`
  return `${name} ${what}: ${state}`
}

/**
 * The translations that do not count as reviewed, as the site's database records the lawyers' reviews (the
 * back office's Translations screen): every page and interface not reviewed, or stale, and every translated
 * post that is not reviewed and current. Needs the build (it compares the pages' English with the reviews).
 */
export async function unreviewedFromDatabase(env: Env): Promise<string[] | null> {
  if (Pages.missingBuildMessage(env.distDir)) return null
  const store = await openStore(env)
  let stop = () => {}
  try {
    // The published copy the site serves, the reviews being made against its pages; a database the site never
    // started on has none yet, and its first start publishes the seed.
    const snapshot = await snapshotContentSource(store, { checkEvery: 0 }).catch(() => null)
    stop = () => snapshot?.stop()
    const pages = await Pages.fromBuild(env.distDir, { content: snapshot ?? seedContentSource() })
    const posts = new BlogReader(store)
    const translations = new Translations(store, pages, posts, (locale) => pages.interfaceCopy(locale))
    const units = (await translations.units()).filter((u) => !u.effective).map(unitLine)
    const counting = new Set((await translations.reviews()).posts.map((p) => `${p.locale} ${p.path}`))
    const postLines = (await store.translations.listPostTranslations())
      .filter((p) => !counting.has(`${p.language} /blog/${p.slug}`))
      .map((p) => {
        const name = isLocale(p.language) ? `${localeConfig[p.language].name} (${p.language})` : p.language
        const state = p.stale
          ? 'stale: the English post changed since'
          : p.status === 'reviewed'
            ? 'reviewed, waits for the review of its interface strings'
            : `${p.status === 'machine' ? 'machine translation' : p.status}, not reviewed`
        return `${name} blog post "${p.title}": ${state}`
      })
    return [...units, ...postLines]
  } finally {
    stop()
    await store.close()
  }
}

export function launchReport(problems: string[]): string {
  if (problems.length === 0) return 'check:launch: nothing left to replace; the site is ready to go live.'
  return [
    `check:launch: ${problems.length} item(s) to replace before going live (see "Before going live" in README.md):`,
    ...problems.map((p) => `  - ${p}`),
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let env: Env
  try {
    env = parseEnv()
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(`check:launch: ${error.message}`)
    process.exit(1)
  }
  const problems = [...launchProblems(await readLaunchInput()), ...environmentProblems(env)]
  // The reviews recorded in the database when a build is there to compare with; else what the code ships.
  const translations = (await unreviewedFromDatabase(env)) ?? unreviewedTranslations()
  if (translations.length > 0) {
    console.log(
      [
        `check:launch: ${translations.length} translation(s) not reviewed by a lawyer (shown with a notice, noindex; not blocking):`,
        ...translations.map((t) => `  - ${t}`),
      ].join('\n'),
    )
  }
  const report = launchReport(problems)
  if (problems.length > 0) {
    console.error(report)
    process.exit(1)
  }
  console.log(report)
}
