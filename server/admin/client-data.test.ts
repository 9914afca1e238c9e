import { afterEach, describe, expect, it } from 'vitest'
import { startHarness, validContact, type Harness } from '../test/harness.ts'
import { createAccount, signedIn, type AdminClient } from '../test/admin.ts'
import { storeSubmission } from '../forms/submissions.ts'

/**
 * Issue 34, point 8: client data (leads, exports, KVKK requests) and the audit log were open to every account. An
 * account other than the first (the owner) is made as the command line makes it: an editor without the
 * client-data right, which an owner grants in the back office.
 */

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const mail = { firmName: 'Firm', firmEmail: 'info@firm.example', siteUrl: 'https://www.example.com', sendAcknowledgement: false }
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)
const LEAD_EMAIL = 'client.person@client.example'

async function setUp(): Promise<{ owner: AdminClient; editor: AdminClient; leadId: number; editorId: number }> {
  h = await startHarness()
  const owner = await signedIn(h, await createAccount(h, 'owner@firm.example'))
  const editor = await signedIn(h, await createAccount(h, 'writer@firm.example'))
  const leadId = await storeSubmission(
    h.store,
    { ...validContact, email: LEAD_EMAIL, kind: 'contact', guidelineName: null, clientIp: null, suspectedSpam: false },
    mail,
  )
  const editorId = (await h.store.accounts.findAccount('writer@firm.example'))!.id
  return { owner, editor, leadId, editorId }
}

/** Every call a content role must not make, and what an owner gets from it. */
const clientDataCalls = (leadId: number) => [
  { name: 'the audit log', call: (c: AdminClient) => c.get('/admin/audit') },
  { name: 'the leads export (CSV)', call: (c: AdminClient) => c.get(`/admin/api/leads.csv?from=${today()}&to=${today()}`) },
  { name: 'the leads export (Excel)', call: (c: AdminClient) => c.get(`/admin/api/leads.xlsx?from=${today()}&to=${today()}`) },
  { name: 'a KVKK export', call: (c: AdminClient) => c.get(`/admin/api/kvkk/export?email=${encodeURIComponent(LEAD_EMAIL)}`) },
  { name: 'a lead by id', call: (c: AdminClient) => c.get(`/admin/leads/${leadId}`) },
  { name: 'the leads list', call: (c: AdminClient) => c.get('/admin/leads') },
  { name: 'a KVKK look-up', call: (c: AdminClient) => c.get(`/admin/kvkk?email=${encodeURIComponent(LEAD_EMAIL)}`) },
]

describe('client data and the audit log', () => {
  it('are refused to an editor without the client-data right (403), and an erasure too; the owner gets them', async () => {
    const { owner, editor, leadId } = await setUp()
    for (const { name, call } of clientDataCalls(leadId)) {
      // Soft: a failure lists every call that was open, not only the first.
      const res = await call(editor)
      expect.soft(res.status, `editor: ${name}`).toBe(403)
      const text = await res.text()
      expect.soft(text, `editor: ${name}`).not.toContain(LEAD_EMAIL)
      expect.soft(text, `editor: ${name}`).toMatch(/may not see client data|Only an owner can read the audit log/)
      expect.soft((await call(owner)).status, `owner: ${name}`).toBe(200)
    }
    const erase = await editor.send('POST', '/admin/api/kvkk/erase', { email: LEAD_EMAIL, confirm: true })
    expect.soft(erase.status, 'editor: a KVKK erasure').toBe(403)
    expect.soft(((await erase.json()) as { error?: string }).error, 'editor: a KVKK erasure').toMatch(/may not see client data/)
    expect(await h!.store.submissions.byEmail(LEAD_EMAIL)).toMatchObject({ submissions: [{ id: leadId }] })
  })

  it('are open to an editor once an owner grants the right (audited with who), except the audit log', async () => {
    const { owner, editor, leadId, editorId } = await setUp()
    const grant = await owner.send('POST', `/admin/api/accounts/${editorId}/client-data`, { allowed: true })
    expect(grant.status).toBe(200)
    for (const { name, call } of clientDataCalls(leadId)) {
      expect((await call(editor)).status, `editor: ${name}`).toBe(name === 'the audit log' ? 403 : 200)
    }
    const entries = await h!.store.audit.list(50)
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actor: 'owner@firm.example', action: 'client data: granted', detail: 'writer@firm.example' }),
      ]),
    )
    // Withdrawn: refused again at once, on the session already open.
    expect((await owner.send('POST', `/admin/api/accounts/${editorId}/client-data`, { allowed: false })).status).toBe(200)
    expect((await editor.get('/admin/leads')).status).toBe(403)
  })

  it('an erasure needs an explicit confirmation and is recorded with who did it', async () => {
    const { owner } = await setUp()
    const unconfirmed = await owner.send('POST', '/admin/api/kvkk/erase', { email: LEAD_EMAIL })
    expect(unconfirmed.status).toBe(400)
    expect(((await unconfirmed.json()) as { error: string }).error).toMatch(/Confirm the erasure/)
    expect((await h!.store.submissions.byEmail(LEAD_EMAIL)).submissions).toHaveLength(1)

    const confirmed = await owner.send('POST', '/admin/api/kvkk/erase', { email: LEAD_EMAIL, confirm: true })
    expect(confirmed.status).toBe(200)
    expect((await h!.store.submissions.byEmail(LEAD_EMAIL)).submissions).toHaveLength(0)
    expect(await h!.store.audit.listErasures(10)).toMatchObject([{ actor: 'owner@firm.example', submissions: 1 }])
    const entries = await h!.store.audit.list(50)
    expect(entries.find((e) => e.action.includes('erase'))).toMatchObject({ actor: 'owner@firm.example' })
    expect(JSON.stringify(entries)).not.toContain(LEAD_EMAIL)
  })

  it('the navigation lists Leads, KVKK and the audit log only for accounts that may open them', async () => {
    const { owner, editor, editorId } = await setUp()
    const links = async (c: AdminClient) =>
      [...(await (await c.get('/admin/posts')).text()).matchAll(/<a[^>]*href="(\/admin\/[a-z]+)"/g)].map((m) => m[1])
    expect(await links(owner)).toEqual(expect.arrayContaining(['/admin/leads', '/admin/kvkk', '/admin/audit', '/admin/accounts']))
    const editorLinks = await links(editor)
    expect(editorLinks).toEqual(expect.arrayContaining(['/admin/posts', '/admin/translations']))
    for (const hidden of ['/admin/leads', '/admin/kvkk', '/admin/audit', '/admin/accounts', '/admin/dashboard'])
      expect(editorLinks).not.toContain(hidden)
    await owner.send('POST', `/admin/api/accounts/${editorId}/client-data`, { allowed: true })
    expect(await links(editor)).toEqual(expect.arrayContaining(['/admin/leads', '/admin/kvkk']))
    expect(await links(editor)).not.toContain('/admin/audit')
  })
})

describe('roles', () => {
  it('an owner changes an account role (audited); the last owner cannot stop being one; an editor may not change roles', async () => {
    const { owner, editor, editorId } = await setUp()
    const ownerId = (await h!.store.accounts.findAccount('owner@firm.example'))!.id
    expect((await editor.send('POST', `/admin/api/accounts/${ownerId}/role`, { role: 'editor' })).status).toBe(403)

    const last = await owner.send('POST', `/admin/api/accounts/${ownerId}/role`, { role: 'editor' })
    expect(last.status).toBe(409)
    expect(((await last.json()) as { error: string }).error).toMatch(/only owner/)
    expect((await h!.store.accounts.findAccountById(ownerId))!.role).toBe('owner')

    expect((await owner.send('POST', `/admin/api/accounts/${editorId}/role`, { role: 'translator' })).status).toBe(200)
    expect((await h!.store.accounts.findAccountById(editorId))!.role).toBe('translator')
    expect(await h!.store.audit.list(50)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: 'owner@firm.example',
          action: 'role changed: editor → translator',
          detail: 'writer@firm.example',
        }),
      ]),
    )
    // A translator may no longer open a new post.
    expect((await editor.get('/admin/posts/new')).status).toBe(403)
    expect((await owner.send('POST', `/admin/api/accounts/${editorId}/role`, { role: 'staff' })).status).toBe(400)

    // With a second owner, the first may step down.
    expect((await owner.send('POST', `/admin/api/accounts/${editorId}/role`, { role: 'owner' })).status).toBe(200)
    expect((await owner.send('POST', `/admin/api/accounts/${ownerId}/role`, { role: 'editor' })).status).toBe(200)
    expect((await owner.get('/admin/accounts')).status).toBe(403)
  })
})
