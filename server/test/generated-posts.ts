import type { PostInput } from '../blog/post-files.ts'

/**
 * Blog posts made up for size and load tests: realistic length (about 5 KB of HTML each: headings, paragraphs, a
 * list), distinct titles and dates one day apart, newest last. Deterministic, so figures compare between runs.
 * Their titles say they are generated; they never reach a real database.
 */
const TOPICS = [
  'residence permits',
  'title deed transfers',
  'work permits',
  'company formation',
  'inheritance',
  'rental contracts',
  'citizenship by investment',
  'trademark registration',
  'bank accounts',
  'entry bans',
]

const SENTENCES = [
  'The application is filed with the provincial directorate, and the appointment date decides when the file is reviewed.',
  'A sworn translation of every foreign document is required, with an apostille where the issuing country is a party to the convention.',
  'Fees change each January, so the amount paid must match the schedule in force on the day of payment.',
  'Where the authority asks for more documents, the applicant has a fixed period to provide them before the file is closed.',
  'A lawyer with a power of attorney can attend the appointment and follow the file without the client travelling.',
  'The decision is notified in writing, and the period for an objection starts on the day of notification.',
  'Copies of every submitted document should be kept, because the file number alone does not show what was handed in.',
  'Banks and notaries ask for a tax number first, which the tax office issues on the same day against a passport.',
]

function paragraph(seed: number, sentences = 4): string {
  return Array.from({ length: sentences }, (_, i) => SENTENCES[(seed + i * 3) % SENTENCES.length]).join(' ')
}

function body(n: number): string {
  const topic = TOPICS[n % TOPICS.length]
  const sections = [1, 2, 3, 4].map((s) => `<h2>Step ${s}: ${topic}</h2>\n<p>${paragraph(n + s)}</p>\n<p>${paragraph(n + s * 5)}</p>`)
  const list = `<ul>\n${[0, 1, 2, 3].map((i) => `<li>${SENTENCES[(n + i) % SENTENCES.length]}</li>`).join('\n')}\n</ul>`
  return `<p>${paragraph(n, 3)}</p>\n${sections.join('\n')}\n${list}\n<p>${paragraph(n + 7, 3)}</p>`
}

export function generatePosts(count: number, firstDay = Date.UTC(2020, 0, 1)): PostInput[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1
    const created = new Date(firstDay + i * 86_400_000)
    const [yyyy, mm, dd] = created.toISOString().slice(0, 10).split('-')
    const topic = TOPICS[n % TOPICS.length]
    return {
      slug: `generated-post-${n}`,
      maintitle: `Generated post ${n}: what to know about ${topic} in Turkey`,
      contentTitle: `${mm}-${dd}-${yyyy}`,
      content: body(n),
      images: [{ imageUrl: `/media/blog/generated-${n % 16}.svg`, altText: `Illustration for ${topic}` }],
      metaTitle: `Generated post ${n} on ${topic}`,
      metaDescription: `A generated article about ${topic} in Turkey, used to measure how pages grow with the blog.`,
      keywords: [topic, 'Turkey', 'generated'],
      createdAt: created.toISOString(),
    }
  })
}
