import { describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { launchProblems, readLaunchInput, type LaunchInput } from './check-launch'
import { PLACEHOLDER_MARKER } from './media-art'
import { site } from '../src/config/site'
import { teamMembers } from '../src/content/team'
import { testimonials } from '../src/content/testimonials'
import { caseStudies } from '../src/content/case-studies'
import { guides } from '../src/content/guides'

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
        partnershipRegistration: 'Istanbul Bar Association law partnership register no. 412',
        lawyers: [{ name: 'Av. Selin Aksoy', bar: 'Istanbul Bar Association', registrationNumber: '61234' }],
        taxOffice: 'Zincirlikuyu',
        taxNumber: '1234567890',
      },
      social: [{ label: 'LinkedIn', href: 'https://www.linkedin.com/company/aksoy-kaya-law' }],
      chat: { whatsapp: 'https://wa.me/902120000000', telegram: 'https://t.me/aksoykaya', wechat: 'https://u.wechat.com/aksoykaya' },
      bookingUrl: 'https://calendly.com/aksoykaya/15min',
      bookingUrlSample: false,
    },
    teamMembers: real(teamMembers).map((m) => ({ ...m, linkedin: m.linkedin && `https://www.linkedin.com/in/${m.id}` })),
    testimonials: real(testimonials),
    caseStudies: real(caseStudies),
    guides: guides.map((g) => ({ slug: g.slug, testimonial: g.testimonial && { ...g.testimonial, sample: false } })),
    portraits: teamMembers.map((m) => ({ id: m.id, file: `public/media/team/${m.id}.svg`, content: '<svg xmlns="http://www.w3.org/2000/svg"><image href="photo.jpg"/></svg>' })),
  }
}

describe('check:launch', () => {
  it('lists every sample item, example link, placeholder portrait and sample identity fact in the shipped site', async () => {
    const problems = launchProblems(await readLaunchInput({}))
    const has = (text: string) => expect(problems.some((p) => p.includes(text)), text).toBe(true)
    has('sample: firm contact facts')
    has('sample: firm identity')
    has('sample: booking link')
    has('sample: chat links')
    has('sample: social link LinkedIn')
    for (const m of teamMembers) has(`team member "${m.name}"`)
    for (const m of teamMembers) has(`placeholder portrait: public/media/team/${m.id}.svg`)
    for (const t of testimonials) has(`testimonial by "${t.author}"`)
    for (const c of caseStudies) has(`case study "${c.slug}"`)
    has('sample: testimonial in guide "real-estate-guide"')
    has('example address or link at site.email: info@atlaslaw.example')
    has('example address or link at site.url: https://www.atlaslaw.example')
    has('tax number is not 10 (or 11) digits')
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
      `sample: testimonial by "${testimonials[0].author}" (src/content/testimonials.ts)`,
      'placeholder portrait: public/media/team/selin-aksoy.svg (drop the real photo in under the same name)',
      'missing portrait: public/media/team/emre-kaya.svg',
      'example address or link at site.social[0].href: https://www.youtube.com/@example-firm',
      'missing identity fact: registered name (identity.registeredName) (src/config/site.ts)',
      'missing identity fact: at least one responsible lawyer (identity.lawyers)',
      'missing identity fact: tax office (identity.taxOffice) (src/config/site.ts)',
      'missing identity fact: tax number (identity.taxNumber) (src/config/site.ts)',
    ])
  })

  it('as a command, prints the list and exits non-zero on the shipped sample content', () => {
    const run = spawnSync(process.execPath, ['scripts/check-launch.ts'], { encoding: 'utf8', env: { ...process.env, VITE_SITE_URL: '' } })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/check:launch: \d+ item\(s\) to replace before going live/)
    expect(run.stderr).toContain('placeholder portrait: public/media/team/selin-aksoy.svg')
  })

  it('stops a LAUNCH=1 build, before anything is built, with the list', () => {
    const run = spawnSync(process.execPath, ['scripts/build.ts'], { encoding: 'utf8', env: { ...process.env, LAUNCH: '1', VITE_SITE_URL: '' } })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('LAUNCH=1: the build stops.')
    expect(run.stderr).toContain('sample: firm identity')
  })
})
