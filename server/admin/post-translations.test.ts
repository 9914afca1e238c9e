import { afterEach, describe, expect, it } from 'vitest'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { repoRoot, startHarness, type Harness } from '../test/harness.ts'
import { createAccount, signedIn, type AdminClient } from '../test/admin.ts'
import type { AccountListItem, AdminPageProps, PostDetail, PostListItem } from '../../src/admin/page-data.ts'

/** Issue 22, back office: "Translate", review by an approver, the posts list, and the exchange with translators. */

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const COMPANY = 'setting-up-a-limited-company-in-turkey-as-a-foreigner'
const DEPORTATION = 'what-to-do-if-you-receive-a-deportation-decision-in-turkey'
const idOf = async (slug: string) => ((await h!.sql.get('SELECT id FROM posts WHERE slug = ?', slug)) as { id: number }).id

/** `npm run admin:approver` as a child process on the harness's data folder. */
function approver(email: string, revoke = false): string {
  return execFileSync(
    process.execPath,
    [path.join(repoRoot, 'server/admin/cli.ts'), 'approver', '--email', email, ...(revoke ? ['--revoke'] : [])],
    {
      env: { ...process.env, DATA_DIR: h!.env.dataDir, DATABASE_URL: h!.env.DATABASE_URL ?? '' },
      encoding: 'utf8',
    },
  )
}

async function auditRows(action: string): Promise<{ actor: string; detail: string }[]> {
  return (await h!.sql.all('SELECT actor, detail FROM audit_log WHERE action = ? ORDER BY id', action)) as {
    actor: string
    detail: string
  }[]
}

async function json<T>(res: Response): Promise<T & { ok: boolean; error?: string }> {
  return (await res.json()) as T & { ok: boolean; error?: string }
}

async function postPage(client: AdminClient, id: number) {
  const { props, html } = await client.page(`/admin/posts/${id}`)
  return { props: props as Extract<AdminPageProps, { page: 'post' }>, html }
}

/** An editor (the first account: an owner) and a lawyer allowed to approve translations with the command line. */
async function team(harness: Harness) {
  const editor = await signedIn(harness, await createAccount(harness, 'editor@firm.example'))
  const lawyerAccount = await createAccount(harness, 'lawyer@firm.example')
  expect(approver('Lawyer@Firm.example')).toContain('lawyer@firm.example may now approve translations.')
  const lawyer = await signedIn(harness, lawyerAccount, { again: true })
  return { editor, lawyer }
}

// Two accounts (two password hashes each), a child process for the command line: slow on a loaded machine.
describe('back office: post translations', { timeout: 60_000 }, () => {
  it('"Translate" makes a linked draft prefilled from the English post, and refuses a second one into the same language', async () => {
    h = await startHarness()
    const editor = await signedIn(h, await createAccount(h, 'editor@firm.example'))
    const sourceId = await idOf(COMPANY)
    const english = (await postPage(editor, sourceId)).props.post!
    expect(english.translations).toEqual([])

    const res = await editor.send('POST', `/admin/api/posts/${sourceId}/translations`, { language: 'tr' })
    expect(res.status).toBe(201)
    const { id, url } = await json<{ id: number; url: string }>(res)
    expect(url).toBe(`/admin/posts/${id}`)
    const draft = (await postPage(editor, id)).props.post!
    expect(draft).toMatchObject({
      language: 'tr',
      state: 'draft',
      title: english.title,
      metaDescription: english.metaDescription,
      markdown: english.markdown,
      imageUrl: english.imageUrl,
      imageAlt: english.imageAlt,
      slug: `tr-${COMPANY}`,
      translation: { sourceId, sourceTitle: english.title, status: 'draft', stale: false, reviewer: null },
    })
    expect((await postPage(editor, sourceId)).props.post!.translations).toEqual([
      { id, language: 'tr', title: english.title, status: 'draft', stale: false },
    ])

    const again = await editor.send('POST', `/admin/api/posts/${sourceId}/translations`, { language: 'tr' })
    expect(again.status).toBe(409)
    expect(await json(again)).toMatchObject({ error: expect.stringContaining('has a Türkçe translation already'), existingId: id, url })
    expect((await editor.send('POST', `/admin/api/posts/${sourceId}/translations`, { language: 'en' })).status).toBe(400)
    expect((await editor.send('POST', `/admin/api/posts/${id}/translations`, { language: 'ar' })).status).toBe(400)
    expect((await editor.send('POST', '/admin/api/posts/99999/translations', { language: 'ar' })).status).toBe(404)

    // A translation keeps its language; the English post, now translated, stays English.
    const form = { ...draft, language: 'ar' }
    const moved = await editor.send('PUT', `/admin/api/posts/${id}`, form)
    expect(moved.status).toBe(409)
    expect((await json(moved)).error).toBe(
      'A translation keeps the language it was made into. Translate the English post again for another language.',
    )
    expect((await editor.send('PUT', `/admin/api/posts/${sourceId}`, { ...english, language: 'tr' })).status).toBe(409)
    // Saving without naming the language keeps it (an older page).
    const { language: _omit, ...withoutLanguage } = draft
    void _omit
    expect((await json<{ post: PostDetail }>(await editor.send('PUT', `/admin/api/posts/${id}`, withoutLanguage))).post.language).toBe('tr')

    expect(await auditRows('created translation')).toEqual([
      { actor: 'editor@firm.example', detail: `#${id} (tr, translation of #${sourceId}): draft` },
    ])
  })

  it('only an account allowed by the command line approves or sends back; every step is audited', async () => {
    h = await startHarness()
    const { editor, lawyer } = await team(h)
    const deportationId = await idOf(DEPORTATION)
    const id = (await h.store.translations.listPostTranslations()).find((t) => t.sourceId === deportationId && t.language === 'tr')!.id
    const seen = { ...(await postPage(editor, id)).props, html: (await postPage(editor, id)).html }

    // The editor is offered no approval, and is refused one.
    expect(seen.mayApproveTranslations).toBe(false)
    expect(seen.html).not.toMatch(/>Approve<\/button>/)
    const hash = seen.post!.translation!.sourceHash
    const refused = await editor.send('POST', `/admin/api/posts/${id}/translation/approve`, { sourceHash: hash })
    expect(refused.status).toBe(403)
    expect((await json(refused)).error).toMatch(/may not approve translations.*accounts screen/)
    expect((await editor.send('POST', `/admin/api/posts/${id}/translation/send-back`, { note: 'Looks wrong.' })).status).toBe(403)
    // Anyone may say a translation is ready for review.
    const ready = await editor.send('POST', `/admin/api/posts/${id}/translation/in-review`, {})
    expect(ready.status).toBe(200)
    expect((await json<{ post: PostDetail }>(ready)).post.translation!.status).toBe('in-review')

    const lawyerView = await postPage(lawyer, id)
    expect(lawyerView.props.mayApproveTranslations).toBe(true)
    expect(lawyerView.html).toMatch(/>Approve<\/button>/)
    const noNote = await lawyer.send('POST', `/admin/api/posts/${id}/translation/send-back`, { note: ' ' })
    expect(noNote.status).toBe(400)
    const sentBack = await lawyer.send('POST', `/admin/api/posts/${id}/translation/send-back`, { note: 'The 7-day deadline is missing.' })
    expect((await json<{ post: PostDetail }>(sentBack)).post.translation).toMatchObject({
      status: 'draft',
      note: 'The 7-day deadline is missing.',
    })
    expect((await postPage(editor, id)).html).toContain('The 7-day deadline is missing.')

    const approved = await lawyer.send('POST', `/admin/api/posts/${id}/translation/approve`, { sourceHash: hash })
    expect(approved.status).toBe(200)
    const after = (await json<{ post: PostDetail }>(approved)).post.translation!
    expect(after).toMatchObject({ status: 'reviewed', stale: false, reviewer: 'lawyer@firm.example', note: '' })
    expect(Date.now() - Date.parse(after.reviewedAt!)).toBeLessThan(60_000)
    expect((await h.store.translations.listPostTranslations()).find((t) => t.id === id)).toMatchObject({
      status: 'reviewed',
      reviewer: 'lawyer@firm.example',
    })

    const src = await idOf(DEPORTATION)
    expect(await auditRows('marked translation in review')).toEqual([
      { actor: 'editor@firm.example', detail: `#${id} (tr, translation of #${src}): in-review` },
    ])
    expect(await auditRows('sent translation back')).toEqual([
      { actor: 'lawyer@firm.example', detail: `#${id} (tr, translation of #${src}): draft — “The 7-day deadline is missing.”` },
    ])
    expect(await auditRows('approved translation')).toEqual([
      { actor: 'lawyer@firm.example', detail: `#${id} (tr, translation of #${src}): reviewed` },
    ])
    expect(await auditRows('may approve translations: granted')).toEqual([{ actor: 'command line', detail: 'lawyer@firm.example' }])

    // The owner's accounts screen shows the flag; withdrawing it refuses the next approval.
    const accounts = (await editor.page('/admin/accounts')).props as Extract<AdminPageProps, { page: 'accounts' }>
    expect(accounts.accounts.map((a: AccountListItem) => [a.email, a.mayApproveTranslations])).toEqual([
      ['editor@firm.example', false],
      ['lawyer@firm.example', true],
    ])
    expect(approver('lawyer@firm.example', true)).toContain('may no longer approve translations')
    expect((await lawyer.send('POST', `/admin/api/posts/${id}/translation/approve`, { sourceHash: hash })).status).toBe(403)
    expect(await auditRows('may approve translations: withdrawn')).toHaveLength(1)
  })

  it('an approval is refused with 409 when the English changed after the page was opened; the list flags the translation stale', async () => {
    h = await startHarness()
    const { editor, lawyer } = await team(h)
    const sourceId = await idOf(DEPORTATION)
    const id = (await h.store.translations.listPostTranslations()).find((t) => t.sourceId === sourceId && t.language === 'ar')!.id
    const opened = (await postPage(lawyer, id)).props.post!.translation!.sourceHash

    const english = (await postPage(editor, sourceId)).props.post!
    const edited = await editor.send('PUT', `/admin/api/posts/${sourceId}`, {
      ...english,
      markdown: `${english.markdown}\n\nA new paragraph.`,
    })
    expect(edited.status).toBe(200)

    const stale = await lawyer.send('POST', `/admin/api/posts/${id}/translation/approve`, { sourceHash: opened })
    expect(stale.status).toBe(409)
    expect((await json(stale)).error).toMatch(/^The English post changed after you opened this page.*Reload the page/)
    expect(await auditRows('approved translation')).toEqual([])

    const staleOnes = await json<{ posts: PostListItem[] }>(await editor.get('/admin/api/posts?translation=stale'))
    expect(staleOnes.posts.map((p) => [p.id, p.source?.id, p.stale])).toEqual(
      expect.arrayContaining([
        [id, sourceId, true],
        [expect.any(Number), sourceId, true],
      ]),
    )
    expect(staleOnes.posts.every((p) => p.source?.id === sourceId)).toBe(true)
    expect((await postPage(lawyer, id)).html).toContain('The English post has changed since this translation was made or approved.')

    // Reloaded, the lawyer sees the English as it is now and approves it: the translation is current again.
    const reloaded = (await postPage(lawyer, id)).props.post!.translation!.sourceHash
    expect(reloaded).not.toBe(opened)
    expect((await lawyer.send('POST', `/admin/api/posts/${id}/translation/approve`, { sourceHash: reloaded })).status).toBe(200)
    expect((await postPage(lawyer, id)).props.post!.translation).toMatchObject({ status: 'reviewed', stale: false })
  })

  it("editing a reviewed translation's words makes it a draft again; a new slug does not", async () => {
    h = await startHarness()
    const { lawyer } = await team(h)
    const id = (await h.store.translations.listPostTranslations()).find((t) => t.language === 'tr')!.id
    const page = (await postPage(lawyer, id)).props.post!
    await lawyer.send('POST', `/admin/api/posts/${id}/translation/approve`, { sourceHash: page.translation!.sourceHash })

    const renamed = await lawyer.send('PUT', `/admin/api/posts/${id}`, { ...page, slug: `${page.slug}-yeni` })
    expect((await json<{ post: PostDetail }>(renamed)).post.translation!.status).toBe('reviewed')
    const reworded = await lawyer.send('PUT', `/admin/api/posts/${id}?autosave=1`, {
      ...page,
      slug: `${page.slug}-yeni`,
      title: `${page.title} (güncel)`,
    })
    expect((await json<{ post: PostDetail }>(reworded)).post.translation).toMatchObject({ status: 'draft', reviewer: null })
    expect(await auditRows('translation back to draft (text edited)')).toEqual([
      { actor: 'lawyer@firm.example', detail: `#${id} (tr): draft` },
    ])
  })

  it('the posts list filters by language and translation status, and shows each English post with its translations', async () => {
    h = await startHarness()
    const editor = await signedIn(h, await createAccount(h, 'editor@firm.example'))
    const list = async (query: string) => (await json<{ posts: PostListItem[] }>(await editor.get(`/admin/api/posts${query}`))).posts
    const arabic = await list('?language=ar')
    expect(arabic).toHaveLength(3)
    expect(arabic.every((p) => p.language === 'ar' && p.translationStatus === 'machine' && p.source !== null)).toBe(true)
    expect(await list('?translation=machine')).toHaveLength(6)
    expect(await list('?translation=reviewed')).toEqual([])
    expect(await list('?language=en&translation=machine')).toEqual([])
    const deportationId = await idOf(DEPORTATION)
    const deportation = (await list('?language=en')).find((p) => p.id === deportationId)!
    expect(deportation.translations.map((t) => [t.language, t.status, t.stale]).sort()).toEqual([
      ['ar', 'machine', false],
      ['tr', 'machine', false],
    ])
    // The page renders the same filters and links each translation in its own language.
    const { html, props } = await editor.page('/admin/posts?language=en&translation=nonsense')
    expect((props as Extract<AdminPageProps, { page: 'posts' }>).filter).toEqual({ language: 'en', translation: '' })
    expect(html).toMatch(/<a href="\/admin\/posts\/\d+" class="underline" lang="ar">العربية<\/a>/)
  })
})

/** The translator's side: every untranslated segment gets a target (tags on their own lines kept as they are). */
function translate(xml: string, mark: string): string {
  return xml.replace(
    /<segment id="(s\d+)"><source>([\s\S]*?)<\/source><\/segment>/g,
    (_, id: string, source: string) =>
      `<segment id="${id}" state="translated"><source>${source}</source><target>${/^&lt;\/?[a-z0-9]+&gt;$/.test(source) ? source : `${source} ${mark}`}</target></segment>`,
  )
}

async function importFile(client: AdminClient, xml: string, name = 'returned.xlf') {
  const form = new FormData()
  form.append('file', new File([xml], name, { type: 'application/xliff+xml' }))
  const res = await client.send('POST', '/admin/api/posts/import', form)
  return { status: res.status, body: await json<{ imported: { id: number; sourceId: number; created: boolean; title: string }[] }>(res) }
}

describe('back office: XLIFF 2.0 for outside translators', { timeout: 60_000 }, () => {
  it('exports English posts into one file and imports the translated file as linked drafts', async () => {
    h = await startHarness()
    const editor = await signedIn(h, await createAccount(h, 'editor@firm.example'))
    const company = await idOf(COMPANY)
    const deportation = await idOf(DEPORTATION)
    const res = await editor.get(`/admin/api/posts/export.xlf?id=${company}&id=${deportation}&language=ar`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xliff+xml; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="posts-ar-\d{4}-\d{2}-\d{2}\.xlf"$/)
    const xml = await res.text()
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ar">/,
    )
    expect(xml).toContain(`<file id="post-${company}" original="/blog/${COMPANY}" trgDir="rtl">`)
    expect([...xml.matchAll(/<file id="post-(\d+)"|<unit id="(\w+)"/g)].map((m) => m[1] ?? m[2])).toEqual([
      String(company),
      'title',
      'description',
      'body',
      String(deportation),
      'title',
      'description',
      'body',
    ])
    // Each line of the body is a segment, the line breaks between them ignorables: nothing to translate there.
    expect(xml).toMatch(/<\/segment>\n\s*<ignorable id="s\d+"><source>\n+<\/source><\/ignorable>\n\s*<segment/)
    expect(await auditRows('exported posts for translation')).toEqual([
      { actor: 'editor@firm.example', detail: `2 post(s) into ar: #${company}, #${deportation}` },
    ])

    const before = (await h.sql.get('SELECT COUNT(*) AS n FROM posts')) as { n: number }
    const { status, body } = await importFile(editor, translate(xml, '[ar]'))
    expect(status).toBe(200)
    expect(body.imported.map((t) => [t.sourceId, t.created])).toEqual([
      [company, true],
      [deportation, false],
    ])
    expect(((await h.sql.get('SELECT COUNT(*) AS n FROM posts')) as { n: number }).n).toBe(before.n + 1)
    for (const t of body.imported) {
      const post = (await postPage(editor, t.id)).props.post!
      const english = (await postPage(editor, t.sourceId)).props.post!
      expect(post).toMatchObject({ language: 'ar', title: `${english.title} [ar]`, metaDescription: `${english.metaDescription} [ar]` })
      expect(post.translation).toMatchObject({ sourceId: t.sourceId, status: 'draft', stale: false })
      expect(post.markdown).toContain('[ar]')
      expect(post.markdown.split('\n')).toHaveLength(english.markdown.split('\n').length)
    }
    expect(await auditRows('imported translation (new)')).toHaveLength(1)
    expect(await auditRows('imported translation (replaced text)')).toEqual([
      {
        actor: 'editor@firm.example',
        detail: expect.stringMatching(new RegExp(`^#\\d+ \\(ar, translation of #${deportation}\\): draft$`)),
      },
    ])

    // One post and a post in another language.
    expect((await editor.get(`/admin/api/posts/export.xlf?id=${company}&language=tr`)).headers.get('content-disposition')).toMatch(
      new RegExp(`filename="post-${company}-tr-`),
    )
    const wrong = await editor.get(`/admin/api/posts/export.xlf?id=${body.imported[0].id}&language=tr`)
    expect(wrong.status).toBe(400)
    expect((await json(wrong)).error).toMatch(/is in العربية: translations are made from English posts/)
    expect((await editor.get(`/admin/api/posts/export.xlf?language=tr`)).status).toBe(400)
  })

  it('refuses a malformed or mismatched file with a clear message and changes nothing', async () => {
    h = await startHarness()
    const editor = await signedIn(h, await createAccount(h, 'editor@firm.example'))
    const company = await idOf(COMPANY)
    const xml = await (await editor.get(`/admin/api/posts/export.xlf?id=${company}&language=tr`)).text()
    const good = translate(xml, '[tr]')
    const snapshot = async () => JSON.stringify(await h!.sql.all('SELECT * FROM posts ORDER BY id'))
    const before = await snapshot()

    const cases: [string, string, RegExp][] = [
      [
        'cut short',
        good.slice(0, good.length - 40),
        /^The file is not well-formed XML \(line \d+, column \d+: unclosed tag: \w+\)\. Check that it was saved/,
      ],
      [
        'not XML',
        'Hello, here is the translation.',
        /^The file is not well-formed XML \(line 1, column \d+: text data outside of root node\)/,
      ],
      ['XLIFF 1.2', good.replace('version="2.0"', 'version="1.2"'), /^This file is XLIFF version 1\.2; only version 2\.0 is read/],
      [
        'another root',
        '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"/>',
        /^This is not an XLIFF 2\.0 file: its root element is <html>/,
      ],
      ['unknown post', good.replace(`id="post-${company}"`, 'id="post-99999"'), /^post-99999: there is no English post #99999/],
      [
        'not a post',
        good.replace(`id="post-${company}"`, 'id="chapter-1"'),
        /^<file id="chapter-1"> \(line \d+\) is not a post exported from this back office/,
      ],
      [
        'a language the site lacks',
        good.replace('trgLang="tr"', 'trgLang="de"'),
        /target language "de" is not one of the site's other languages \(tr, ar\)/,
      ],
      ['from another language', good.replace('srcLang="en"', 'srcLang="fr"'), /translates from "fr"/],
      [
        'an untranslated segment',
        good.replace(/(<unit id="body"[\s\S]*?)<target>[^<]*<\/target>/, '$1'),
        new RegExp(`^post-${company}, unit "body", segment s\\d+: not translated`),
      ],
      ['a DOCTYPE', good.replace('<xliff ', '<!DOCTYPE xliff [<!ENTITY x "y">]>\n<xliff '), /<!DOCTYPE>/],
    ]
    for (const [what, file, message] of cases) {
      const { status, body } = await importFile(editor, file)
      expect(status, what).toBe(400)
      expect(body.error, what).toMatch(message)
    }
    const notUtf8 = new FormData()
    notUtf8.append('file', new File([new Uint8Array([0x3c, 0xff, 0xfe, 0x3e])], 'x.xlf'))
    expect((await editor.send('POST', '/admin/api/posts/import', notUtf8)).status).toBe(400)
    expect((await editor.send('POST', '/admin/api/posts/import', new FormData())).status).toBe(400)
    expect(await snapshot()).toBe(before)

    // The English post changes after the export: the file is refused, naming the unit.
    const english = (await postPage(editor, company)).props.post!
    await editor.send('PUT', `/admin/api/posts/${company}`, { ...english, markdown: `${english.markdown}\n\n<p>Fees changed in 2026.</p>` })
    const changed = await importFile(editor, good)
    expect(changed.status).toBe(400)
    expect(changed.body.error).toBe(
      `post-${company} (“${english.title}”), unit body: the English text has changed since this file was exported. Export the post again and have the changes translated.`,
    )
    expect((await h.store.translations.listPostTranslations()).filter((t) => t.sourceId === company)).toEqual([])
    expect(await auditRows('imported translation (new)')).toEqual([])
  })
})
