import { describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { environmentProblems, launchProblems, readLaunchInput, type LaunchInput } from './check-launch'
import { parseEnv } from '../server/env'
import { PLACEHOLDER_MARKER } from './media/art'
import { site } from '../src/config/site'
import { seedContentSource } from '../server/content/seed-source'

const content = seedContentSource()
const teamMembers = (await content.team('en'))!
const testimonials = (await content.testimonials('en'))!
const caseStudies = await Promise.all((await content.caseStudies('en'))!.map(async (c) => (await content.caseStudy('en', c.slug))!))
const guides = await Promise.all((await content.guides('en'))!.map(async (g) => (await content.guide('en', g.slug))!))

/** A firm ready to go live: every identity fact, its own links, real portraits and no sample item. */
function readyFixture(): LaunchInput {
  const real = <T extends { sample?: boolean }>(items: T[]) => items.map((item) => ({ ...item, sample: false }))
  return {
    site: {
      ...site,
      sample: false,
      url: 'https://www.aksoykaya-law.com.tr',
      email: 'info@aksoykaya-law.com.tr',
      identity: {
        registeredName: 'Aksoy Kaya Avukatlık Ortaklığı',
        partnershipRegistration: { bar: 'istanbul', number: '412' },
        lawyers: [{ name: 'Av. Selin Aksoy', bar: 'istanbul', registrationNumber: '61234' }],
        taxOffice: 'Zincirlikuyu',
        taxNumber: '1234567890',
      },
      social: [{ label: 'LinkedIn', href: 'https://www.linkedin.com/company/aksoy-kaya-law' }],
      chat: { whatsapp: 'https://wa.me/902120000000', telegram: 'https://t.me/aksoykaya', wechat: 'https://u.wechat.com/aksoykaya' },
      externalBookingUrl: 'https://calendly.com/aksoykaya/15min',
      bookingUrlSample: false,
    },
    teamMembers: real(teamMembers).map((m) => ({ ...m, linkedin: m.linkedin && `https://www.linkedin.com/in/${m.id}` })),
    testimonials: real(testimonials),
    caseStudies: real(caseStudies),
    guides: guides.map((g) => ({ slug: g.slug, testimonial: g.testimonial && { ...g.testimonial, sample: false } })),
    portraits: teamMembers.map((m) => ({
      id: m.id,
      file: `public/media/team/${m.id}.svg`,
      content: '<svg xmlns="http://www.w3.org/2000/svg"><image href="photo.jpg"/></svg>',
    })),
  }
}

const shippedProblems = launchProblems(await readLaunchInput({}))

describe('check:launch', () => {
  // Written against whatever content ships, so the tests stay true once the samples are replaced.
  it('lists every sample item, example link and placeholder portrait in the shipped site', async () => {
    const input = await readLaunchInput({})
    const problems = launchProblems(input)
    const has = (text: string) =>
      expect(
        problems.some((p) => p.includes(text)),
        text,
      ).toBe(true)
    if (site.sample) has('sample: firm contact facts')
    if (site.identity.sample) has('sample: firm identity')
    if (site.bookingUrlSample) has('sample: booking link')
    if (site.chat.sample) has('sample: chat links')
    for (const s of site.social.filter((l) => l.sample)) has(`sample: social link ${s.label}`)
    for (const m of teamMembers.filter((m) => m.sample)) has(`team member "${m.name}"`)
    for (const p of input.portraits.filter((p) => p.content?.includes(PLACEHOLDER_MARKER))) has(`placeholder portrait: ${p.file}`)
    for (const t of testimonials.filter((t) => t.sample)) has(`testimonial by "${t.author}"`)
    for (const c of caseStudies.filter((c) => c.sample)) has(`case study "${c.slug}"`)
    for (const g of guides.filter((g) => g.testimonial?.sample)) has(`sample: testimonial in guide "${g.slug}"`)
    if (site.email.endsWith('.example')) has(`example address or link at site.email: ${site.email}`)
  })

  it('passes a site with all identity facts, its own links, real portraits and no samples', () => {
    expect(launchProblems(readyFixture())).toEqual([])
  })

  it('names each missing identity fact and each leftover on an otherwise ready site', () => {
    const fixture = readyFixture()
    fixture.site = {
      ...fixture.site,
      identity: { ...fixture.site.identity, registeredName: '', lawyers: [], taxOffice: ' ', taxNumber: '' },
      social: [{ label: 'YouTube', href: 'https://www.youtube.com/@example-firm' }],
    }
    fixture.portraits = [
      { id: 'selin-aksoy', file: 'public/media/team/selin-aksoy.svg', content: `<svg ${PLACEHOLDER_MARKER}></svg>` },
      { id: 'emre-kaya', file: 'public/media/team/emre-kaya.svg', content: null },
    ]
    fixture.testimonials = [{ ...fixture.testimonials[0], sample: true }]
    expect(launchProblems(fixture)).toEqual([
      `sample: testimonial by "${testimonials[0].author}" (src/content/seed/testimonial/)`,
      'placeholder portrait: public/media/team/selin-aksoy.svg (drop the real photo in under the same name)',
      'missing portrait: public/media/team/emre-kaya.svg',
      'example address or link at site.social[0].href: https://www.youtube.com/@example-firm',
      'missing identity fact: registered name (identity.registeredName) (src/config/site.ts)',
      'missing identity fact: at least one responsible lawyer (identity.lawyers)',
      'missing identity fact: tax office (identity.taxOffice) (src/config/site.ts)',
      'missing identity fact: tax number (identity.taxNumber) (src/config/site.ts)',
    ])
  })

  it('as a command, prints the list and exits non-zero while anything is listed', () => {
    // The shell of a machine where nothing about mail or the site's address was set.
    const { SMTP_URL: _s, SITE_URL: _u, FIRM_EMAIL: _f, MAIL_FROM: _m, ...shell } = process.env
    const problems = [...shippedProblems, ...environmentProblems(parseEnv({}))]
    const run = spawnSync(process.execPath, ['scripts/check-launch.ts'], { encoding: 'utf8', env: { ...shell, VITE_SITE_URL: '' } })
    expect(run.status).toBe(problems.length > 0 ? 1 : 0)
    const output = run.stdout + run.stderr
    if (problems.length > 0) expect(output).toContain(`check:launch: ${problems.length} item(s) to replace before going live`)
    for (const p of problems) expect(output).toContain(`  - ${p}`)
  })

  it('checks the environment the live server runs with: SMTP set, its own https address, inbox and sender', () => {
    expect(environmentProblems(parseEnv({}))).toEqual([
      'SMTP_URL is not set: the e-mails of every lead are written to files under DATA_DIR/mail and reach nobody',
      'example address or link at environment.SITE_URL: https://www.atlaslaw.example',
      'example address or link at environment.FIRM_EMAIL: info@atlaslaw.example',
      'example address or link at environment.MAIL_FROM: no-reply@atlaslaw.example',
    ])
    const live = {
      SMTP_URL: 'smtps://mailer:secret@smtp.aksoykaya-law.com.tr:465',
      SITE_URL: 'https://www.aksoykaya-law.com.tr',
      FIRM_EMAIL: 'info@aksoykaya-law.com.tr',
      MAIL_FROM: 'Aksoy Kaya Law <no-reply@aksoykaya-law.com.tr>',
    }
    expect(environmentProblems(parseEnv(live))).toEqual([])
    expect(environmentProblems(parseEnv({ ...live, SITE_URL: 'http://www.aksoykaya-law.com.tr' }))).toEqual([
      'SITE_URL is not an https:// address: http://www.aksoykaya-law.com.tr',
    ])
  })

  // Only while something is listed: otherwise a LAUNCH=1 build would go on to rebuild dist/ under the other tests.
  it.runIf(shippedProblems.length > 0)('stops a LAUNCH=1 build, before anything is built, with the list', () => {
    const run = spawnSync(process.execPath, ['scripts/build.ts'], {
      encoding: 'utf8',
      env: { ...process.env, LAUNCH: '1', VITE_SITE_URL: '' },
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('LAUNCH=1: the build stops.')
    expect(run.stderr).toContain('check:launch:')
  })
})
