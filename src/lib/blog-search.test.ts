import { describe, expect, it } from 'vitest'
import { blogSearchSchema, htmlToText, searchPosts } from './blog-search'

describe('blog search params', () => {
  it('coerces ?q=123 (parsed as a number) back to text and reads the page', () => {
    expect(blogSearchSchema.parse({ q: 123, page: '2' })).toEqual({ q: '123', page: 2 })
  })
  it('falls back to the defaults for bad values', () => {
    expect(blogSearchSchema.parse({})).toEqual({ q: '', page: 1 })
    expect(blogSearchSchema.parse({ page: 'abc' })).toEqual({ q: '', page: 1 })
    expect(blogSearchSchema.parse({ page: -3 })).toEqual({ q: '', page: 1 })
    expect(blogSearchSchema.parse({ page: 1.5 })).toEqual({ q: '', page: 1 })
  })
})

describe('htmlToText', () => {
  it('keeps the words of a post, not its tags or entities, and does not split words at inline tags', () => {
    expect(
      htmlToText(
        '<h2>Visa &amp; permits</h2><p>A <strong>Turk</strong>ish <a href="/x">visa</a>&nbsp;fee&#39;s &lt;b&gt;</p><ul><li>one</li><li>two</li></ul>',
      ),
    ).toBe("Visa & permits A Turkish visa fee's <b> one two")
  })
})

describe('searchPosts', () => {
  const post = (title: string, description: string, text: string) => ({ title, description, text })
  const posts = [
    post('Buying property in Turkey', 'What a foreign buyer checks.', 'You may need a visa to travel for the signing.'),
    post('Work permits', 'Employees from abroad need a VISA and a permit.', 'Apply at the consulate.'),
    post('Tourist visa rules', 'Short stays.', 'Nothing else.'),
    post('Company set-up', 'Ltd. or A.Ş.', 'No travel documents are discussed here.'),
  ]
  const titles = (q: string) => searchPosts(posts, q).map((h) => h.post.title)
  const marked = (q: string, i: number) => {
    const hit = searchPosts(posts, q)[i]
    return hit.excerpt.filter((p) => p.match).map((p) => p.text)
  }

  it('finds the searched text in the title, the description or the body, title matches first, in any case', () => {
    expect(titles('Visa')).toEqual(['Tourist visa rules', 'Buying property in Turkey', 'Work permits'])
    expect(titles('  CONSULATE ')).toEqual(['Work permits'])
    expect(titles('zzqx')).toEqual([])
  })

  it('shows an excerpt with each match marked, from the description first, else the body', () => {
    expect(marked('visa', 1)).toEqual(['visa'])
    expect(
      searchPosts(posts, 'visa')[1]
        .excerpt.map((p) => p.text)
        .join(''),
    ).toBe('You may need a visa to travel for the signing.')
    expect(marked('visa', 2)).toEqual(['VISA'])
    // A title match shows the description, nothing marked in it.
    expect(searchPosts(posts, 'visa')[0].excerpt).toEqual([{ text: 'Short stays.' }])
  })

  it('cuts a long text around the first match at word boundaries', () => {
    const long = post('Long', '', `${'word '.repeat(60)}the residence permit ${'more '.repeat(60)}end`)
    const [hit] = searchPosts([long], 'residence permit')
    const text = hit.excerpt.map((p) => p.text).join('')
    expect(text.startsWith('…word ')).toBe(true)
    expect(text.endsWith('more…')).toBe(true)
    expect(text.length).toBeLessThan(200)
    expect(hit.excerpt.find((p) => p.match)?.text).toBe('residence permit')
  })

  it('marks the original letters when lower-casing changes the length (Turkish İ)', () => {
    const [hit] = searchPosts([post('x', 'İstanbul office, İzmir office', '')], 'office')
    expect(hit.excerpt).toEqual([
      { text: 'İstanbul ' },
      { text: 'office', match: true },
      { text: ', İzmir ' },
      { text: 'office', match: true },
    ])
  })

  it('treats search syntax and quotes as plain text', () => {
    expect(searchPosts([post('a"b NEAR(x) turk* 100%', '', '')], 'turk*')).toHaveLength(1)
    expect(searchPosts([post('a"b', '', '')], '%')).toHaveLength(0)
  })
})

describe('searchPosts in Turkish and Arabic', () => {
  const post = (title: string, text = '') => ({ title, description: '', text })
  const titles = (posts: ReturnType<typeof post>[], q: string) => searchPosts(posts, q).map((h) => h.post.title)

  it('folds case the Turkish way: İ/i and I/ı are one letter', () => {
    const posts = [post('İstanbul tapu müdürlüğü'), post('Iğdır ve ılık kış'), post('Ankara')]
    expect(titles(posts, 'istanbul')).toEqual(['İstanbul tapu müdürlüğü'])
    expect(titles(posts, 'İSTANBUL')).toEqual(['İstanbul tapu müdürlüğü'])
    expect(titles(posts, 'ığdır')).toEqual(['Iğdır ve ılık kış'])
    expect(titles(posts, 'ILIK')).toEqual(['Iğdır ve ılık kış'])
    // Accents are letters of their own: "türk" is not "Turkey".
    expect(titles([post('Buying in Turkey'), post('Türk vatandaşlığı')], 'türk')).toEqual(['Türk vatandaşlığı'])
  })

  it('folds Arabic as readers type it: no tashkeel or tatweel, one alef, ة as ه, ى as ي', () => {
    const posts = [post('الإقامة قصيرة الأمد في تركيا'), post('الجنسية التركية عن طريق الاستثمار'), post('المحامي')]
    expect(titles(posts, 'الاقامة')).toEqual(['الإقامة قصيرة الأمد في تركيا'])
    expect(titles(posts, 'اقامه')).toEqual(['الإقامة قصيرة الأمد في تركيا'])
    expect(titles(posts, 'الإِقَامَة')).toEqual(['الإقامة قصيرة الأمد في تركيا'])
    expect(titles(posts, 'الجنسـية')).toEqual(['الجنسية التركية عن طريق الاستثمار'])
    expect(titles(posts, 'المحامى')).toEqual(['المحامي'])
  })

  it('marks the match in the original text, however the letters folded', () => {
    const [hit] = searchPosts([{ title: 'x', description: 'Başvuru İstanbul’da yapılır.', text: '' }], 'istanbul')
    expect(hit.excerpt.find((p) => p.match)?.text).toBe('İstanbul')
  })
})
