import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { site, type SiteConfig } from '../../src/config/site'
import { facts } from '../../src/content/facts'
import { staticPages } from '../../src/entry-server'
import { locales, type Locale } from '../../src/i18n/locales'
import {
  introducedBy,
  reviewWarnings,
  validateContent,
  validateFigures,
  validateFirm,
  type LocaleContent,
  type Problem,
  type ValidationInput,
} from './validate'
import { SEED_DIR } from './first-run'
import { contentIndex } from './page-index'
import { documentsValidationInput } from './publish'
import { readSeed } from './seed-files'
import { seedContentSource } from './seed-source'

/**
 * The shipped seed (src/content/seed/) as publishing it whole would show it to the rules: every document merged per
 * language, tokens filled, bodies rendered and sanitised (server/content/publish.ts).
 */
const seedContent = documentsValidationInput(readSeed(SEED_DIR), new Map()).content
const today = (locale: Locale): LocaleContent => structuredClone(seedContent[locale]!)

/** The seed posts in every language; the `keywords` line is a comma-separated list the importer splits, not prose. */
function seedPosts(): NonNullable<ValidationInput['posts']> {
  const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../blog/seed-posts')
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => ({
      key: f,
      locale: locales.find((l) => f.startsWith(`${l}/`)) ?? 'en',
      text: readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .filter((line) => !line.startsWith('keywords:'))
        .join('\n'),
    }))
}

/** The pages each language publishes today, from the route tree (without the language prefix), and the blog. */
const pages = staticPages(await contentIndex(seedContentSource()))
const publishedPaths = (locale: Locale) => new Set(['/blog', ...pages.filter((p) => p.locale === locale).map((p) => p.sourcePath)])

function input(only: readonly Locale[] = locales): ValidationInput {
  return {
    content: Object.fromEntries(only.flatMap((l) => (seedContent[l] ? [[l, today(l)]] : []))),
    firm: structuredClone(site),
    figures: facts,
    paths: Object.fromEntries(locales.map((l) => [l, publishedPaths(l)])),
    posts: only.length === locales.length ? seedPosts() : [],
  }
}

type Items = Record<string, unknown>[]
const list = (i: ValidationInput, locale: Locale, name: keyof LocaleContent) => i.content[locale]![name] as Items
const find = (i: ValidationInput, locale: Locale, name: keyof LocaleContent, key: string) =>
  list(i, locale, name).find((item) => item.slug === key || item.id === key)!

describe("today's content", () => {
  it('passes every rule in every language, seed posts included', () => {
    const candidate = input()
    expect(validateContent(candidate)).toEqual([])
    // It did read every language and every post, not an empty snapshot (a language added as data comes after them).
    expect(Object.keys(candidate.content).slice(0, 3)).toEqual(['en', 'tr', 'ar'])
    expect(candidate.posts!.filter((p) => p.locale !== 'en').length).toBeGreaterThanOrEqual(6)
  })

  it('passes the firm facts', () => {
    expect(validateFirm(site)).toEqual([])
  })

  it('lets the firm add a twelfth corporate service, a ninth case study and a 24th FAQ entry', () => {
    const i = input(['en'])
    const base = find(i, 'en', 'services', 'company-establishment')
    list(i, 'en', 'services').push({ ...base, slug: 'competition-law', title: 'Competition Law' })
    ;(list(i, 'en', 'serviceGroups')[0].services as Items).push({ slug: 'competition-law', title: 'Competition Law' })
    list(i, 'en', 'caseStudies').push({ ...list(i, 'en', 'caseStudies')[0], slug: 'a-ninth-story-of-a-new-client' })
    list(i, 'en', 'faqItems').push({ ...list(i, 'en', 'faqItems')[0], question: 'Can I add another question?' })
    expect(validateContent(i)).toEqual([])
  })

  it('publishes a language document by document: a Turkish snapshot without a case study is valid', () => {
    const i = input()
    list(i, 'tr', 'caseStudies').splice(0, 1)
    expect(validateContent(i)).toEqual([])
  })
})

const chapters = (find(input(['en']), 'en', 'guides', 'business-in-turkey').chapters as unknown[]).length
const service = 'the service "Company Establishment"'
const question = 'the FAQ question "How does Turkish citizenship by investment work?"'
const answer = (i: ValidationInput, locale: Locale) => list(i, locale, 'faqItems')[0]

/** Each rule: where it came from, a realistic broken input, and the problems in plain words it must give. */
const cases: { rule: string; from: string; only?: Locale[]; change: (i: ValidationInput) => void; expected: Problem[] }[] = [
  {
    rule: 'a field the schema rejects (too short)',
    from: 'check.ts: zod schemas',
    only: ['en'],
    change: (i) => void (find(i, 'en', 'services', 'company-establishment').summary = 'Companies in Turkey.'),
    expected: [
      {
        documentType: 'service',
        key: 'company-establishment',
        locale: 'en',
        field: 'summary',
        message: `The English summary of ${service} is too short: write at least 80 characters.`,
      },
    ],
  },
  {
    rule: 'a required field empty in a language being published',
    from: 'issue 36 point 3; locale-parity.test.ts: empty or missing',
    change: (i) => void (answer(i, 'tr').answer = '  '),
    expected: [
      { documentType: 'faq', key: 'faq', locale: 'tr', field: 'items.0.answer', message: `The Turkish answer of ${question} is empty.` },
    ],
  },
  {
    rule: 'an empty text on a page without a schema of its own',
    from: 'issue 36 point 3 (required field empty)',
    only: ['en'],
    change: (i) => void ((i.content.en!.about as { vision: { paragraphs: string[] } }).vision.paragraphs[1] = ''),
    expected: [
      {
        documentType: 'about',
        key: 'about',
        locale: 'en',
        field: 'vision.paragraphs.1',
        message: 'The English paragraph 2 in vision of the About page is empty.',
      },
    ],
  },
  {
    rule: 'a service description under 400 words in English (not in a translation)',
    from: 'content.test.ts: 400+ words; locale-parity.test.ts: no word minimum for translations',
    only: ['en', 'tr'],
    change: (i) => {
      for (const l of ['en', 'tr'] as const) find(i, l, 'services', 'company-establishment').description = '<p>Short.</p>'
    },
    expected: [
      {
        documentType: 'service',
        key: 'company-establishment',
        locale: 'en',
        field: 'description',
        message: `The English description of ${service} needs at least 400 words.`,
      },
    ],
  },
  {
    rule: 'a value outside its list (a service group that does not exist)',
    from: 'check.ts: zod schemas',
    only: ['en'],
    change: (i) => void (find(i, 'en', 'services', 'company-establishment').group = 'corporation'),
    expected: [
      {
        documentType: 'service',
        key: 'company-establishment',
        field: 'group',
        message: `The group of ${service} is "corporation", which is not one of: corporate, individual, citizenship.`,
      },
      {
        documentType: 'service',
        key: 'company-establishment',
        field: 'group',
        message: `The group of ${service} is "corporation", but the service group "Corporate Services" lists it.`,
      },
    ],
  },
  {
    rule: 'a link to a page that does not exist',
    from: 'check.ts: internal links; content.test.ts: every internal link resolves',
    change: (i) => {
      for (const l of locales) answer(i, l).answer += '\n\nSee [our page](/services/xyz).'
    },
    expected: locales.map((l) => ({
      documentType: 'faq' as const,
      key: 'faq',
      locale: l,
      field: 'items.0.answer',
      message: `The ${({ en: 'English', tr: 'Turkish', ar: 'Arabic' } as Record<string, string>)[l]} answer of ${question} links to ${l === 'en' ? '' : `/${l}`}/services/xyz, which does not exist.`,
    })),
  },
  {
    rule: 'a link to a page not published in that language',
    from: 'issue 36 point 3; ADR 36 3.5',
    only: ['en', 'tr'],
    change: (i) => {
      answer(i, 'en').answer += "\n\nRead [Wei's story](/case-studies/wei-journey-to-turkish-citizenship)."
      answer(i, 'tr').answer += "\n\n[Wei'nin hikâyesini](/case-studies/wei-journey-to-turkish-citizenship) okuyun."
      list(i, 'tr', 'caseStudies').splice(2, 1)
      i.paths.tr = new Set([...i.paths.tr!].filter((p) => !p.startsWith('/case-studies/wei')))
    },
    expected: [
      {
        documentType: 'faq',
        key: 'faq',
        locale: 'tr',
        field: 'items.0.answer',
        message: `The Turkish answer of ${question} links to /tr/case-studies/wei-journey-to-turkish-citizenship, which is not published in Turkish.`,
      },
    ],
  },
  {
    rule: 'a link to a post that is not published',
    from: 'check.ts left /blog links to the server; ADR 36 3.5',
    only: ['en'],
    change: (i) => {
      answer(i, 'en').answer += '\n\nSee [the post](/blog/no-such-post).'
      i.postSlugs = { en: new Set(['turkish-citizenship-by-investment-step-by-step']) }
    },
    expected: [
      {
        documentType: 'faq',
        key: 'faq',
        locale: 'en',
        field: 'items.0.answer',
        message: `The English answer of ${question} links to /blog/no-such-post, which is not a published post in English.`,
      },
    ],
  },
  {
    rule: 'a link field (a home page card) to no page',
    from: 'content.test.ts: every navigation entry points at a route',
    only: ['en'],
    change: (i) => void ((i.content.en!.home as { servicesCards: { link: string }[] }).servicesCards[0].link = '/all-company-services'),
    expected: [
      {
        documentType: 'home',
        key: 'home',
        locale: 'en',
        field: 'servicesCards.0.link',
        message: 'The English link in card 1 ("Corporate Services") of the home page links to /all-company-services, which does not exist.',
      },
    ],
  },
  {
    rule: 'a link in a blog post to no page',
    from: 'check.ts: extra texts (seed posts)',
    only: ['en'],
    change: (i) => void (i.posts = [{ key: 'x.md', locale: 'en', text: 'Read [the guide](/guides/no-guide#top).' }]),
    expected: [
      {
        documentType: 'post',
        key: 'x.md',
        locale: 'en',
        field: 'body',
        message: 'The English text of the blog post "x.md" links to /guides/no-guide, which does not exist.',
      },
    ],
  },
  {
    rule: 'a slug used twice',
    from: 'check.ts: duplicate slugs',
    only: ['en'],
    change: (i) => void list(i, 'en', 'services').push({ ...find(i, 'en', 'services', 'company-establishment') }),
    expected: [
      {
        documentType: 'service',
        key: 'company-establishment',
        field: 'slug',
        message: `${service.replace('the', 'The')} and ${service} both use the address /services/company-establishment.`,
      },
    ],
  },
  {
    rule: 'a team id used twice',
    from: 'check.ts: duplicate team ids',
    only: ['en'],
    change: (i) => void list(i, 'en', 'teamMembers').push({ ...find(i, 'en', 'teamMembers', 'emre-kaya') }),
    expected: [{ documentType: 'team-member', key: 'emre-kaya', field: 'id', message: 'Two team members have the id "emre-kaya".' }],
  },
  {
    rule: 'a slug already taken by another document (a former slug is a redirect)',
    from: 'ADR 36 3.5 (content_paths)',
    only: ['en'],
    change: (i) => {
      find(i, 'en', 'services', 'company-establishment').slug = 'company-formation'
      ;(list(i, 'en', 'serviceGroups')[0].services as Items)[0].slug = 'company-formation'
      i.claimedPaths = new Map([['/services/company-formation', { documentType: 'service', key: 'corporate-partnership-law' }]])
    },
    expected: [
      {
        documentType: 'service',
        key: 'company-formation',
        field: 'slug',
        message: `The address /services/company-formation of ${service} is already taken by the service "corporate-partnership-law" (a document keeps its former addresses as redirects).`,
      },
    ],
  },
  {
    rule: 'a {{token}} that names no legal figure',
    from: 'facts.ts withFacts (unknown token fails the build); locale-parity.test.ts: unfilled token',
    only: ['en'],
    change: (i) => void (answer(i, 'en').answer += ' The minimum is {{citizenshipPropertyEur}}.'),
    expected: [
      {
        documentType: 'faq',
        key: 'faq',
        locale: 'en',
        field: 'items.0.answer',
        message: `The English answer of ${question} uses {{citizenshipPropertyEur}}, which names no legal figure.`,
      },
    ],
  },
  {
    rule: 'a {{firm.…}} token that names no firm fact, and a token left open',
    from: 'ADR 36 2 (tokens)',
    only: ['en'],
    change: (i) => void ((i.content.en!.about as { welcome: { title: string } }).welcome.title = 'Welcome to {{firm.nam}} {{figure'),
    expected: [
      {
        documentType: 'about',
        key: 'about',
        locale: 'en',
        field: 'welcome.title',
        message:
          'The English title in welcome of the About page uses {{firm.nam}}, which names no firm fact (such as {{firm.name}} or {{firm.founded}}).',
      },
      {
        documentType: 'about',
        key: 'about',
        locale: 'en',
        field: 'welcome.title',
        message: 'The English title in welcome of the About page has a "{{" that does not make a token such as {{deportationAppealDays}}.',
      },
    ],
  },
  {
    rule: 'the old 15-day deportation appeal period, in English and in Turkish',
    from: 'check.ts: outdatedLawProblems',
    only: ['en', 'tr'],
    change: (i) => {
      find(i, 'en', 'services', 'deportation').summary =
        'A deportation decision can be appealed to the administrative court within 15 days of notification.'
      find(i, 'tr', 'services', 'deportation').summary =
        'Sınır dışı etme kararına karşı tebliğden itibaren 15 gün içinde idare mahkemesinde dava açılabilir.'
    },
    expected: (['en', 'tr'] as const).map((l) => ({
      documentType: 'service' as const,
      key: 'deportation',
      locale: l,
      field: 'summary',
      message: `The ${l === 'en' ? 'English' : 'Turkish'} summary of the service "Deportation" says "${l === 'en' ? '15 days' : '15 gün'}" next to deportation, an old figure: the appeal period is 7 days from notification (Law No. 6458 art. 53(3), as amended by Law No. 7196); write {{deportationAppealDays}}.`,
    })),
  },
  {
    rule: 'a figure written literally that contradicts the legal figures',
    from: 'issue 36 point 3; ADR 36 3.5',
    only: ['en'],
    change: (i) => void (answer(i, 'en').answer += '\n\nTurkish citizenship needs a property of at least USD 250,000.'),
    expected: [
      {
        documentType: 'faq',
        key: 'faq',
        locale: 'en',
        field: 'items.0.answer',
        message: `The English answer of ${question} says "USD 250,000" about Turkish citizenship, which is none of the legal figures ({{citizenshipPropertyUsd}}, {{citizenshipDepositUsd}}, {{residenceFeesUsd}}): write the figure as its token.`,
      },
    ],
  },
  {
    // A document's media-library images (a portrait) are checked at publish (server/content/media.ts).
    rule: 'an image without alt text in that language',
    from: 'issue 36 point 3 (media library, alt per language)',
    only: ['en', 'tr'],
    change: (i) => {
      for (const l of ['en', 'tr'] as const)
        find(i, l, 'services', 'company-establishment').description += '<p>![](/media/uploads/chart.png)</p>'
    },
    expected: [
      ...(['en', 'tr'] as const).map((l) => ({
        documentType: 'service' as const,
        key: 'company-establishment',
        locale: l,
        field: 'description',
        message: `The ${l === 'en' ? 'English' : 'Turkish'} description of ${service} shows the image /media/uploads/chart.png without alt text.`,
      })),
    ],
  },
  {
    rule: 'a guide without what its layout shows',
    from: 'check.ts lines 181–189 (guide layout)',
    only: ['en'],
    change: (i) => void delete find(i, 'en', 'guides', 'real-estate-guide').bestCities,
    expected: [
      {
        documentType: 'guide',
        key: 'real-estate-guide',
        locale: 'en',
        field: 'bestCities',
        message: 'The English guide "Investing in Turkish Real Estate" needs its best cities: its page shows them.',
      },
    ],
  },
  {
    rule: "a guide's author who is not a team member, or not published in that language",
    from: 'check.ts: guide author; ADR 36 3.5 (unpublished references)',
    only: ['en', 'tr'],
    change: (i) => {
      ;(find(i, 'en', 'guides', 'business-in-turkey').author as { member: string }).member = 'selin-aksoi'
      ;(find(i, 'tr', 'guides', 'business-in-turkey').author as { member: string }).member = 'selin-aksoi'
      const tr = list(i, 'tr', 'teamMembers')
      tr.splice(tr.indexOf(find(i, 'tr', 'teamMembers', 'emre-kaya')), 1)
      ;(find(i, 'tr', 'guides', 'real-estate-guide').author as { member: string }).member = 'emre-kaya'
      ;(find(i, 'en', 'guides', 'real-estate-guide').author as { member: string }).member = 'emre-kaya'
    },
    expected: [
      {
        documentType: 'guide',
        key: 'business-in-turkey',
        locale: 'en',
        field: 'author.member',
        message: 'The English team member in author of the guide "Doing Business in Turkey" names "selin-aksoi", who is not a team member.',
      },
      {
        documentType: 'guide',
        key: 'real-estate-guide',
        locale: 'tr',
        field: 'author.member',
        message:
          'The Turkish team member in author of the guide "Investing in Turkish Real Estate" names "emre-kaya", who is not published in Turkish.',
      },
      {
        documentType: 'guide',
        key: 'business-in-turkey',
        locale: 'tr',
        field: 'author.member',
        message: 'The Turkish team member in author of the guide "Doing Business in Turkey" names "selin-aksoi", who is not a team member.',
      },
    ],
  },
  {
    rule: "the home page's quote by someone not on the team",
    from: 'check.ts: founder quote',
    only: ['en'],
    change: (i) => void ((i.content.en!.home as { founderQuote: { member: string } }).founderQuote.member = 'ayse-demir'),
    expected: [
      {
        documentType: 'home',
        key: 'home',
        locale: 'en',
        field: 'founderQuote.member',
        message: 'The English team member in founder quote of the home page names "ayse-demir", who is not a team member.',
      },
    ],
  },
  {
    rule: 'a service in a group but without content, and one with content in no group',
    from: 'check.ts: navigation against services',
    only: ['en'],
    change: (i) => {
      ;(list(i, 'en', 'serviceGroups')[0].services as Items).push({ slug: 'competition-law', title: 'Competition Law' })
      list(i, 'en', 'services').push({ ...find(i, 'en', 'services', 'company-establishment'), slug: 'tax-law', title: 'Tax Law' })
    },
    expected: [
      {
        documentType: 'service-group',
        key: 'corporate',
        locale: 'en',
        field: 'services.11',
        message:
          'The English service 12 ("Competition Law") of the service group "Corporate Services" lists the service "competition-law", which is not published in English.',
      },
      {
        documentType: 'service',
        key: 'tax-law',
        field: 'group',
        message: 'The group of the service "Tax Law" is "corporate", but no service group lists it.',
      },
    ],
  },
  {
    rule: 'a service titled otherwise in its group',
    from: 'check.ts: navigation title',
    only: ['en'],
    change: (i) => void ((list(i, 'en', 'serviceGroups')[0].services as Items)[0].title = 'Company Formation'),
    expected: [
      {
        documentType: 'service-group',
        key: 'corporate',
        locale: 'en',
        field: 'services.0.title',
        message:
          'The English title in service 1 ("Company Formation") of the service group "Corporate Services" is "Company Formation", but the service is titled "Company Establishment".',
      },
    ],
  },
  {
    rule: 'a translated list with another number of entries',
    from: 'locale-parity.test.ts: arrays as long',
    only: ['en', 'tr'],
    change: (i) => void (find(i, 'tr', 'guides', 'business-in-turkey').chapters as unknown[]).pop(),
    expected: [
      {
        documentType: 'guide',
        key: 'business-in-turkey',
        locale: 'tr',
        field: 'chapters',
        message: `The Turkish chapters of the guide "Doing Business in Turkey" are ${chapters - 1} where English has ${chapters}: translate the same entries.`,
      },
    ],
  },
  {
    rule: 'a translated FAQ with another number of questions',
    from: 'locale-parity.test.ts: arrays as long',
    only: ['en', 'ar'],
    change: (i) => void list(i, 'ar', 'faqItems').pop(),
    expected: [
      {
        documentType: 'faq',
        key: 'faq',
        locale: 'ar',
        field: 'items',
        message: 'The Arabic FAQ has 22 questions where English has 23: translate the same questions.',
      },
    ],
  },
  {
    rule: 'a language-neutral value that differs in a translation',
    from: 'locale-parity.test.ts: same in every language',
    only: ['en', 'tr'],
    change: (i) => void (find(i, 'tr', 'services', 'company-establishment').lastReviewed = '2025-01-01'),
    expected: [
      {
        documentType: 'service',
        key: 'company-establishment',
        locale: 'tr',
        field: 'lastReviewed',
        message: `The Turkish review date of ${service} is "2025-01-01" in this language but "${String(find(input(['en']), 'en', 'services', 'company-establishment').lastReviewed)}" in English: it must be the same in every language.`,
      },
    ],
  },
  {
    rule: 'translated HTML with other tags and links than English',
    from: 'locale-parity.test.ts: HTML tags and link targets',
    only: ['en', 'ar'],
    change: (i) => {
      const s = find(i, 'ar', 'services', 'company-establishment')
      s.description = String(s.description)
        .replace('href="/contact-us"', 'href="/contact"')
        .replace(/<h2>/, '<h3>')
        .replace(/<\/h2>/, '</h3>')
    },
    expected: [
      {
        documentType: 'service',
        key: 'company-establishment',
        locale: 'ar',
        field: 'description',
        message: `The Arabic description of ${service} links to /ar/contact, which does not exist.`,
      },
      {
        documentType: 'service',
        key: 'company-establishment',
        locale: 'ar',
        field: 'description',
        message: expect.stringMatching(
          /^The Arabic description of the service "Company Establishment" has other HTML than English \(\d+ tags here, \d+ in English\)\.$/,
        ) as unknown as string,
      },
      {
        documentType: 'service',
        key: 'company-establishment',
        locale: 'ar',
        field: 'description',
        message: expect.stringMatching(
          /^The Arabic description of the service "Company Establishment" links to other pages than English \(.*\/contact here, .*\/contact-us.* in English\)\.$/,
        ) as unknown as string,
      },
    ],
  },
  {
    rule: 'a superlative or a guarantee in any language',
    from: 'content.test.ts: no superlatives, placeholders or guarantees',
    only: ['en', 'tr', 'ar'],
    change: (i) => {
      list(i, 'en', 'testimonials')[0].quote = 'The best lawyers in Istanbul, I would say.'
      list(i, 'tr', 'testimonials')[0].quote = 'Sonuç garantisi verdiler.'
      list(i, 'ar', 'testimonials')[0].quote = 'أفضل مكتب محاماة في إسطنبول.'
    },
    expected: [
      { locale: 'en' as const, found: 'a superlative: "best"' },
      { locale: 'tr' as const, found: 'a superlative or a guarantee: "Sonuç garantisi"' },
      { locale: 'ar' as const, found: 'a superlative or a guarantee: "أفضل مكتب"' },
    ].map(({ locale, found }) => ({
      documentType: 'testimonial' as const,
      key: '#1',
      locale,
      field: 'quote',
      message: `The ${{ en: 'English', tr: 'Turkish', ar: 'Arabic' }[locale]} quote of the testimonial by "Anna L., Germany" has ${found}.`,
    })),
  },
  {
    rule: 'Arabic register: singular "you", singular imperative, Latin comma, "Av.", the name in Arabic letters',
    from: 'wording.test.ts: Arabic wording',
    only: ['en', 'ar'],
    change: (i) => void (list(i, 'ar', 'testimonials')[1].quote = 'نشكرك، اتصل بنا اليوم, شكرا. Av. أطلس'),
    expected: [
      'addresses the reader in the singular ("نشكرك"): use the plural (ـكم)',
      'uses a singular imperative or second person ("اتصل بنا"): use the plural',
      'has a Latin comma between Arabic words ("م, ش"): write the Arabic comma ،',
      'has the Turkish title "Av.", which Arabic does not use',
      'writes the firm\'s name in Arabic letters ("أطلس"): write "Atlas Law Istanbul"',
    ].map((sentence) => ({
      documentType: 'testimonial' as const,
      key: '#2',
      locale: 'ar' as const,
      field: 'quote',
      message: `The Arabic quote of the testimonial by "Khalid M., Jordan" ${sentence}.`,
    })),
  },
  {
    rule: 'Turkish terms, the straight apostrophe and the one spelling of the firm’s name',
    from: 'wording.test.ts: Turkish wording',
    only: ['en', 'tr'],
    change: (i) => void (list(i, 'tr', 'testimonials')[2].quote = 'Golden Visa için Atlas Law İstanbul ile İstanbul’da çalıştık.'),
    expected: [
      'spells the firm\'s name "Atlas Law İstanbul": write "Atlas Law Istanbul"',
      'writes "Golden Visa": Turkish readers and authorities write Altın Vize',
      'writes a suffix apostrophe as ’ ("İstanbul’da"): write the straight \' (İstanbul\'da)',
    ].map((sentence) => ({
      documentType: 'testimonial' as const,
      key: '#3',
      locale: 'tr' as const,
      field: 'quote',
      message: `The Turkish quote of the testimonial by "James R., United Kingdom" ${sentence}.`,
    })),
  },
]

describe('each rule gives its problem in plain words', () => {
  it.each(cases)('$rule ($from)', ({ only, change, expected }) => {
    const candidate = input(only)
    change(candidate)
    expect(validateContent(candidate)).toEqual(expected)
  })
})

describe('review dates', () => {
  it('warn once a page has gone more than 12 months without review', () => {
    const en = today('en')
    const faqDate = (en.faqPage as { lastReviewed: string }).lastReviewed
    expect(reviewWarnings(en, new Date(`${faqDate}T12:00:00Z`))).toEqual([])
    const later = new Date(`${faqDate}T12:00:00Z`)
    later.setUTCMonth(later.getUTCMonth() + 13)
    const warnings = reviewWarnings(en, later)
    expect(warnings).toHaveLength(en.services!.length + en.guides!.length + 1)
    expect(warnings).toContainEqual({
      documentType: 'faq',
      key: 'faq',
      field: 'lastReviewed',
      message: `The FAQ page was last reviewed on ${faqDate}, more than 12 months ago: check its legal figures and update the review date.`,
    })
  })
})

const firmCases: { rule: string; change: (firm: SiteConfig) => void; expected: [field: string, message: string][] }[] = [
  {
    rule: 'a phone number that is not E.164',
    change: (f) => void (f.phone = { display: '0212 555 01 23', href: 'tel:02125550123' }),
    expected: [
      [
        'phone',
        'The phone number "02125550123" is not a full international number: write + then the country code and the number, digits only (+902125550123).',
      ],
    ],
  },
  {
    rule: 'a phone number shown otherwise than dialled',
    change: (f) => void (f.phone = { display: '+90 212 555 01 24', href: 'tel:+902125550123' }),
    expected: [['phone', 'The phone number shown (+90 212 555 01 24) is not the number dialled (+902125550123).']],
  },
  {
    rule: 'an e-mail address that is not one',
    change: (f) => void (f.email = 'info@atlaslaw'),
    expected: [['email', 'The e-mail address "info@atlaslaw" is not a working address (name@domain).']],
  },
  {
    rule: 'social, chat, booking and map links that are not http(s) addresses',
    change: (f) => {
      f.social[1] = { label: 'Instagram', href: 'instagram.com/atlaslaw' }
      f.chat.whatsapp = 'whatsapp://send?phone=902125550123'
      f.externalBookingUrl = 'javascript:alert(1)'
      f.map.linkUrl = 'https://'
    },
    expected: [
      ['social.1.href', 'The Instagram address "instagram.com/atlaslaw" is not a web address (https://…).'],
      ['chat.whatsapp', 'The WhatsApp address "whatsapp://send?phone=902125550123" is not a web address (https://…).'],
      ['externalBookingUrl', 'The booking page "javascript:alert(1)" is not a web address (https://…).'],
      ['map.linkUrl', 'The map link "https://" is not a web address (https://…).'],
    ],
  },
  {
    rule: 'hours whose closing time is before the opening time',
    change: (f) => void (f.structured = { ...f.structured, opens: '20:00', closes: '09:00' }),
    expected: [['structured.closes', 'The office closes (09:00) before it opens (20:00).']],
  },
  {
    rule: 'hours with a day that is none and a time that is not HH:MM',
    change: (f) => void (f.structured = { ...f.structured, openingDays: ['Monday', 'Funday'], opens: '9am' }),
    expected: [
      ['structured.openingDays', '"Funday" is not a day of the week (Monday … Sunday).'],
      ['structured.opens', 'The opening time "9am" is not a time written HH:MM (09:00).'],
    ],
  },
  {
    rule: 'hours shown otherwise than the opening and closing times',
    change: (f) => void (f.structured = { ...f.structured, closes: '19:00' }),
    expected: [['hours.time', 'The office hours shown (09:00–20:00) are not the opening and closing times (09:00–19:00).']],
  },
]

describe('validateFirm', () => {
  it.each(firmCases)('$rule', ({ change, expected }) => {
    const firm = structuredClone(site)
    change(firm)
    expect(validateFirm(firm)).toEqual(expected.map(([field, message]) => ({ documentType: 'firm', key: 'firm', field, message })))
  })
})

describe('validateFigures', () => {
  it('passes the legal figures of facts.ts', () => expect(validateFigures(facts)).toEqual([]))

  it('names a figure without a unit, with two, or with a value that is none', () => {
    expect(
      validateFigures({ ...facts, deportationAppealDays: { days: 7.5 }, vatPercent: {}, titleDeedFeePercent: { percent: 4, days: 2 } }),
    ).toEqual([
      {
        documentType: 'legal-figures',
        key: 'legal-figures',
        field: 'deportationAppealDays',
        message: 'The legal figure {{deportationAppealDays}} is 7.5: it must be a whole number above 0.',
      },
      {
        documentType: 'legal-figures',
        key: 'legal-figures',
        field: 'vatPercent',
        message: 'The legal figure {{vatPercent}} needs exactly one unit: usd, try, percent, days, workingDays, years.',
      },
      {
        documentType: 'legal-figures',
        key: 'legal-figures',
        field: 'titleDeedFeePercent',
        message: 'The legal figure {{titleDeedFeePercent}} needs exactly one unit: usd, try, percent, days, workingDays, years.',
      },
    ])
  })

  it('refuses a content that still uses a figure the candidate removes', () => {
    const i = input(['en'])
    answer(i, 'en').answer += ' Appeal within {{deportationAppealDays}}.'
    const { deportationAppealDays: _removed, ...rest } = facts
    i.figures = rest
    expect(validateContent(i).map((p) => p.message)).toEqual([
      `The English answer of ${question} uses {{deportationAppealDays}}, which names no legal figure.`,
    ])
  })
})

describe('introducedBy', () => {
  it('keeps only the problems the publish brings, not those already on the site', () => {
    const published = input(['en'])
    answer(published, 'en').answer += ' See [x](/services/old-broken).'
    const candidate = structuredClone(published)
    find(candidate, 'en', 'services', 'company-establishment').summary = 'Too short.'
    const introduced = introducedBy(validateContent(published), validateContent(candidate))
    expect(introduced.map((p) => p.field)).toEqual(['summary'])
  })
})
