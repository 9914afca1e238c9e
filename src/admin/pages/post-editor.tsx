import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { useStore } from '@tanstack/react-form'
import * as Dialog from '@radix-ui/react-dialog'
import { isoToIstanbul, metaDescriptionHint, postFormSchema, type PostForm } from '../../lib/admin'
import type { PostDetail } from '../page-data'
import { deriveSlug } from '../../lib/blog'
import { localeConfig, locales } from '../../i18n/locales'
import { callApi } from '../api'
import { firstMessage, showServerErrors, useAppForm } from '../form'
import { Button, Field, inputClass, IstanbulTime, Notice, StateBadge, languageName, postPath } from '../ui'
import { PostTranslations, TranslationReview } from './post-translation'

const AUTOSAVE_MS = 2000
const PREVIEW_MS = 300

function today(): string {
  return isoToIstanbul(new Date().toISOString()).slice(0, 10)
}

function formOf(post: PostDetail | null): PostForm {
  if (!post)
    return {
      title: '',
      slug: '',
      date: today(),
      metaTitle: '',
      metaDescription: '',
      keywords: '',
      imageUrl: '',
      imageAlt: '',
      markdown: '',
      language: 'en',
    }
  const { title, slug, date, metaTitle, metaDescription, keywords, imageUrl, imageAlt, markdown, language } = post
  return { title, slug, date, metaTitle, metaDescription, keywords, imageUrl, imageAlt, markdown, language }
}

/** The form as the server takes it, or null while the schema rejects it. */
function parsed(values: PostForm): PostForm | null {
  const result = postFormSchema.safeParse(values)
  return result.success ? result.data : null
}

/**
 * The post form. Drafts save themselves two seconds after the last change; a published or scheduled post is only
 * changed by "Save changes", so half-finished edits never go live. Leaving with unsaved changes asks first.
 */
export function PostEditor({
  initial,
  mayApproveTranslations = false,
  mayManagePosts = true,
  onCreated = (id) => window.history.replaceState(null, '', `/admin/posts/${id}`),
}: {
  initial: PostDetail | null
  mayApproveTranslations?: boolean
  /** Publishing, scheduling and deleting (not a translator's: they only save a translation's text). */
  mayManagePosts?: boolean
  /** A new post was saved for the first time: the address becomes the post's, the editor stays as it is. */
  onCreated?: (id: number) => void
}) {
  const [post, setPost] = useState<PostDetail | null>(initial)
  // The English post's hash as this page showed it: an approval sends this one, not one refreshed by a later save.
  const [seenSourceHash] = useState(initial?.translation?.sourceHash ?? '')
  const [saved, setSaved] = useState(() => JSON.stringify(formOf(initial)))
  // A new post's slug follows its title until someone edits the slug; after that it is left alone.
  const [slugTouched, setSlugTouched] = useState(initial !== null)
  const [message, setMessage] = useState<{ kind: 'error' | 'success' | 'info'; text: string } | null>(null)
  const [previewHtml, setPreviewHtml] = useState('')
  const [scheduleAt, setScheduleAt] = useState(initial?.publishAt && initial.state === 'scheduled' ? isoToIstanbul(initial.publishAt) : '')
  const [busy, setBusy] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)
  /** The save in flight, if any, answering with the post it saved (null when it failed). */
  const saving = useRef<Promise<PostDetail | null> | null>(null)
  /** What the last save the person asked for answered (the form's submit handler cannot return it). */
  const submitted = useRef<PostDetail | null>(null)
  // Save (and Publish, Schedule, a review with unsaved changes) submits the form: the schema checks every field
  // and shows its message next to it; an autosave saves only what the schema accepts, silently.
  const form = useAppForm({
    defaultValues: formOf(initial),
    validators: { onSubmit: postFormSchema },
    onSubmit: async () => {
      submitted.current = await save({ autosave: false })
    },
    onSubmitInvalid: () => setMessage({ kind: 'error', text: 'Check the highlighted fields.' }),
  })
  const values = useStore(form.store, (s) => s.values)

  const dirty = JSON.stringify(values) !== saved
  const isDraft = !post || post.state === 'draft'
  const language = values.language ?? 'en'
  const textDirection = { lang: language, dir: localeConfig[language].dir }
  // A translation keeps its language; an English post with translations stays English.
  const languageFixed = post?.translation
    ? 'A translation keeps the language it was made into.'
    : post?.translations.length
      ? 'This post has translations, which are made from English: it stays English.'
      : null

  /** A save the person asked for: the fields checked first, then saved; the saved post, or null. */
  async function saveChecked(): Promise<PostDetail | null> {
    submitted.current = null
    await form.handleSubmit()
    return submitted.current
  }

  async function save(opts: { autosave: boolean }): Promise<PostDetail | null> {
    const values = form.state.values
    const data = parsed(values)
    if (!data) return null
    // With a save in flight, an autosave waits for the next change; a save the user asked for (Save, Publish,
    // Schedule) waits for it and saves on top of it, instead of silently doing nothing.
    let base = post
    if (saving.current) {
      if (opts.autosave) return null
      base = (await saving.current) ?? post
    }
    const snapshot = JSON.stringify(values)
    const request = base
      ? callApi<{ post: PostDetail }>('PUT', `/admin/api/posts/${base.id}${opts.autosave ? '?autosave=1' : ''}`, data)
      : callApi<{ post: PostDetail }>('POST', '/admin/api/posts', data)
    const pending = request.then(
      (answer) => (answer.ok ? answer.data.post : null),
      () => null,
    )
    saving.current = pending
    const result = await request.finally(() => {
      if (saving.current === pending) saving.current = null
    })
    if (!result.ok) {
      showServerErrors(form, result.errors ?? {})
      setMessage({ kind: 'error', text: result.error ?? 'Could not save.' })
      return null
    }
    setPost(result.data.post)
    setSaved(snapshot)
    if (!base) onCreated(result.data.post.id)
    setMessage({ kind: 'success', text: opts.autosave ? 'Draft saved automatically.' : 'Saved.' })
    return result.data.post
  }

  // Autosave of drafts.
  useEffect(() => {
    if (!dirty || !isDraft || parsed(values) === null) return
    const timer = setTimeout(() => void save({ autosave: true }), AUTOSAVE_MS)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-armed on every change of the form
  }, [values, dirty, isDraft])

  // Live preview through the server: the same Markdown renderer and sanitiser as the public article.
  useEffect(() => {
    const timer = setTimeout(async () => {
      const result = await callApi<{ html: string }>('POST', '/admin/api/preview', { markdown: values.markdown })
      if (result.ok) setPreviewHtml(result.data.html)
    }, PREVIEW_MS)
    return () => clearTimeout(timer)
  }, [values.markdown])

  // Warn before leaving with unsaved changes.
  useEffect(() => {
    if (!dirty) return
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  /** The post as saved, saving unsaved changes first (a review or a translation works on the saved text). */
  async function ensureSaved(): Promise<PostDetail | null> {
    if (post && !dirty) return post
    return saveChecked()
  }

  async function act(action: 'publish' | 'schedule' | 'unpublish') {
    setBusy(true)
    let current = post
    if (dirty || !current) current = await saveChecked()
    if (!current) {
      setBusy(false)
      return
    }
    const result =
      action === 'unpublish'
        ? await callApi<{ post: PostDetail }>('POST', `/admin/api/posts/${current.id}/unpublish`)
        : await callApi<{ post: PostDetail }>(
            'POST',
            `/admin/api/posts/${current.id}/publish`,
            action === 'schedule' ? { at: scheduleAt } : {},
          )
    setBusy(false)
    if (!result.ok) {
      setMessage({ kind: 'error', text: result.error ?? 'Could not do that.' })
      return
    }
    setPost(result.data.post)
    setMessage({
      kind: 'success',
      text: action === 'unpublish' ? 'Unpublished: the post is a draft again.' : action === 'schedule' ? 'Scheduled.' : 'Published.',
    })
  }

  async function remove() {
    if (!post) return
    setBusy(true)
    const result = await callApi('DELETE', `/admin/api/posts/${post.id}`)
    setBusy(false)
    if (!result.ok) {
      setConfirmDelete(false)
      setMessage({ kind: 'error', text: result.error ?? 'Could not delete.' })
      return
    }
    setSaved(JSON.stringify(values))
    window.location.assign('/admin/posts')
  }

  async function upload(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0]
    if (!file) return
    const body = new FormData()
    body.append('file', file)
    setUploading(true)
    const result = await callApi<{ url: string }>('POST', '/admin/api/posts/cover-image', body)
    setUploading(false)
    e.target.value = ''
    if (!result.ok) {
      showServerErrors(form, { imageUrl: result.error ?? 'Could not upload.' })
      return
    }
    form.setFieldValue('imageUrl', result.data.url)
    form.setFieldMeta('imageUrl', (meta) => ({ ...meta, errorMap: {} }))
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <a href="/admin/posts" className="text-sm underline">
          ← All posts
        </a>
        <h1 className="w-full font-serif text-3xl font-semibold">{post ? 'Edit post' : 'New post'}</h1>
        {post ? (
          <p className="flex items-center gap-2 text-sm" data-testid="post-state">
            <StateBadge state={post.state} />
            {post.state === 'scheduled' && post.publishAt ? (
              <span>
                appears on <IstanbulTime iso={post.publishAt} /> (Istanbul time)
              </span>
            ) : null}
            {post.state === 'published' ? (
              <a className="underline" href={postPath(post.slug, post.language)} target="_blank" rel="noreferrer">
                View on the site
              </a>
            ) : null}
          </p>
        ) : null}
        <p className="ml-auto text-sm text-navy-600" aria-live="polite">
          {dirty ? 'Unsaved changes' : post ? 'All changes saved' : ''}
        </p>
      </div>
      {message ? (
        <div className="mt-4">
          <Notice kind={message.kind}>{message.text}</Notice>
        </div>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <form
          className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void saveChecked()
          }}
        >
          <form.AppField name="language">
            {(field) => (
              <field.SelectField
                label="Language"
                hint={languageFixed ?? undefined}
                disabled={languageFixed !== null}
                options={locales.map((l) => ({ value: l, label: languageName(l) }))}
              />
            )}
          </form.AppField>
          <form.AppField name="title">
            {(field) => (
              <field.TextField
                label="Title"
                {...textDirection}
                onValue={(title) => {
                  if (!slugTouched) form.setFieldValue('slug', deriveSlug(title))
                }}
              />
            )}
          </form.AppField>
          <form.AppField name="slug">
            {(field) => (
              <field.TextField
                label="Slug (address)"
                hint={`${postPath(values.slug, language)}${post?.state === 'published' ? ' — if you change it, the old address will redirect here.' : ''}`}
                onValue={() => setSlugTouched(true)}
              />
            )}
          </form.AppField>
          <form.AppField name="date">{(field) => <field.TextField label="Date shown on the post" type="date" />}</form.AppField>
          <form.AppField name="metaTitle">
            {(field) => (
              <field.TextField
                label="Meta title (optional)"
                hint={`${values.metaTitle.length} characters; search engines show about 60.`}
                {...textDirection}
              />
            )}
          </form.AppField>
          <form.AppField name="metaDescription">
            {(field) => (
              <field.TextAreaField
                label="Meta description (optional)"
                hint={metaDescriptionHint(values.metaDescription.length)}
                rows={3}
                {...textDirection}
              />
            )}
          </form.AppField>
          <form.AppField name="keywords">{(field) => <field.TextField label="Keywords (comma-separated)" />}</form.AppField>
          <form.Field name="imageUrl">
            {(field) => {
              const message = firstMessage(field.state.meta.errors)
              return (
                <>
                  <Field id="cover" label="Cover image (JPEG, PNG or WebP, up to 5 MB)" error={message}>
                    <input
                      id="cover"
                      type="file"
                      accept="image/jpeg,image/png,image/webp"
                      onChange={(e) => void upload(e)}
                      disabled={uploading}
                      aria-invalid={message ? true : undefined}
                      aria-describedby={message ? 'cover-error' : undefined}
                      className="text-sm"
                    />
                  </Field>
                  {uploading ? <p className="text-sm">Uploading…</p> : null}
                  {field.state.value ? (
                    <div className="flex items-start gap-3">
                      <img src={field.state.value} alt="" width={160} height={84} className="rounded-md bg-navy-100 object-cover" />
                      <Button variant="secondary" onClick={() => field.handleChange('')}>
                        Remove image
                      </Button>
                    </div>
                  ) : null}
                </>
              )
            }}
          </form.Field>
          <form.AppField name="imageAlt">
            {(field) => (
              <field.TextField
                label="Cover image description (alt text)"
                hint="Required with an image: what it shows, for people who cannot see it."
                {...textDirection}
              />
            )}
          </form.AppField>
          <form.AppField name="markdown">
            {(field) => (
              <field.TextAreaField
                label="Body (Markdown)"
                hint="## for a heading, **bold**, *italic*, - for a list, [text](https://…) for a link."
                rows={18}
                {...textDirection}
                className="font-mono"
              />
            )}
          </form.AppField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {isDraft ? 'Save draft' : 'Save changes'}
            </Button>
            {mayManagePosts && post?.state !== 'published' ? (
              <Button variant="secondary" disabled={busy} onClick={() => void act('publish')}>
                Publish now
              </Button>
            ) : null}
            {mayManagePosts && post && post.state !== 'draft' ? (
              <Button variant="secondary" disabled={busy} onClick={() => void act('unpublish')}>
                Unpublish
              </Button>
            ) : null}
          </div>
          {mayManagePosts ? (
            <fieldset className="flex flex-wrap items-end gap-2 rounded-md border border-navy-100 p-3">
              <legend className="px-1 text-sm font-semibold">Schedule</legend>
              <Field id="scheduleAt" label="Publish on (Istanbul time)">
                <input
                  id="scheduleAt"
                  type="datetime-local"
                  step={1}
                  value={scheduleAt}
                  onChange={(e) => setScheduleAt(e.target.value)}
                  className={inputClass}
                />
              </Field>
              <Button variant="secondary" disabled={busy || !scheduleAt} onClick={() => void act('schedule')}>
                Schedule
              </Button>
            </fieldset>
          ) : null}
          {mayManagePosts && post ? (
            <Dialog.Root open={confirmDelete} onOpenChange={setConfirmDelete}>
              <Dialog.Trigger asChild>
                <Button variant="danger" className="self-start">
                  Delete post
                </Button>
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 bg-navy-950/50" />
                <Dialog.Content className="fixed top-1/3 left-1/2 w-[min(28rem,90vw)] -translate-x-1/2 rounded-xl bg-white p-6 shadow-lg">
                  <Dialog.Title className="font-serif text-xl font-semibold">Delete this post?</Dialog.Title>
                  <Dialog.Description className="mt-2 text-sm">
                    “{post.title}” will be removed from the site and from the back office. This cannot be undone.
                  </Dialog.Description>
                  <div className="mt-6 flex gap-2">
                    <Button variant="danger" disabled={busy} onClick={() => void remove()}>
                      Delete for good
                    </Button>
                    <Dialog.Close asChild>
                      <Button variant="secondary">Keep it</Button>
                    </Dialog.Close>
                  </div>
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
          ) : null}
        </form>
        <div className="flex flex-col gap-8">
          {post?.translation ? (
            <TranslationReview
              post={post}
              mayApprove={mayApproveTranslations}
              seenHash={seenSourceHash}
              ensureSaved={ensureSaved}
              onChange={setPost}
              onMessage={setMessage}
            />
          ) : null}
          {post && post.language === 'en' ? <PostTranslations post={post} ensureSaved={ensureSaved} onMessage={setMessage} /> : null}
          <section aria-labelledby="preview-heading" className="rounded-xl bg-white p-6 shadow-sm">
            <h2 id="preview-heading" className="text-sm font-semibold tracking-wide text-navy-600 uppercase">
              Preview
            </h2>
            <div {...textDirection}>
              <h3 className="mt-3 font-serif text-3xl font-semibold text-navy-950">{values.title || 'Untitled'}</h3>
              {values.imageUrl ? (
                <img src={values.imageUrl} alt={values.imageAlt} className="my-4 aspect-[1200/630] w-full rounded-xl object-cover" />
              ) : null}
              <div data-testid="preview" className="post-preview" dangerouslySetInnerHTML={{ __html: previewHtml }} />
            </div>
          </section>
        </div>
      </div>
    </>
  )
}
