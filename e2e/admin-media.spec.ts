import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { ADMIN_BASE, openAdmin, signedInEditor } from './support/admin'
import { uniqueName } from './support/app'
import { axeViolations } from './support/axe'
import { AXE_SWEEP } from './support/sampling'

/**
 * Issue 36, point 4 and "Done when" (a team member with a portrait): an editor uploads a portrait into the media
 * library with its alt text in English, Turkish and Arabic, sets its focal point with the keyboard, sees that the
 * shipped portraits are used by their team members, and is told where an image is used when deleting it.
 */

test.use({ baseURL: ADMIN_BASE })
test.beforeEach(() => test.slow())

test('an editor uploads a portrait with alt text in three languages, sets its focal point, and cannot delete a used image', async ({
  browser,
}) => {
  const page = await signedInEditor(browser, 'media-editor', '198.51.100.70')

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Media' }).click()
  await page.waitForURL(/\/admin\/media$/)
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible()

  // The shipped portraits are in the library, described, and used by their team members.
  const emre = page.getByRole('article', { name: 'emre-kaya.svg' })
  await expect(emre.getByLabel('Alt text (English)')).toHaveValue('Portrait of Emre Kaya')
  await expect(emre.getByText('team-member “emre-kaya” (every language)')).toBeVisible()

  // Nothing chosen, nothing described: the form says so next to each field, and nothing is sent.
  const upload = page.getByRole('form', { name: 'Upload an image' })
  await upload.getByRole('button', { name: 'Upload' }).click()
  await expect(upload.getByText('Choose an image file (JPEG, PNG or WebP).')).toBeVisible()
  await expect(upload.getByLabel('Alt text (English)')).toHaveAttribute('aria-invalid', 'true')

  // A file that is not an image is refused in plain words.
  await upload.getByLabel('Image file').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') })
  await upload.getByRole('button', { name: 'Upload' }).click()
  await expect(upload.getByText('This file is not a JPEG, PNG or WebP image.')).toBeVisible()

  // A new portrait (a colour of its own, so a run never meets an earlier run's file).
  const name = `${uniqueName('portrait').toLowerCase()}.png`
  const colour = `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`
  const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer()
  await upload.getByLabel('Image file').setInputFiles({ name, mimeType: 'image/png', buffer: png })
  await upload.getByLabel('Alt text (English)').fill('Portrait of Leyla Demir')
  await upload.getByLabel('Alt text (Türkçe)').fill('Leyla Demir portresi')
  const arabic = upload.getByLabel('Alt text (العربية)')
  await expect(arabic).toHaveAttribute('dir', 'rtl')
  await arabic.fill('صورة ليلى دمير')
  await upload.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByText(`Uploaded “${name}”.`)).toBeVisible()

  const card = page.getByRole('article', { name })
  await expect(card.getByLabel('Alt text (English)')).toHaveValue('Portrait of Leyla Demir')
  await expect(card.getByLabel('Alt text (Türkçe)')).toHaveValue('Leyla Demir portresi')
  await expect(card.getByLabel('Alt text (العربية)')).toHaveValue('صورة ليلى دمير')
  await expect(card.getByText('Not used by any page or post.')).toBeVisible()
  await page.getByLabel('Show only images no page or post uses').check()
  await expect(card).toBeVisible()
  await expect(emre).toHaveCount(0)
  await page.getByLabel('Show only images no page or post uses').uncheck()

  // The focal point with the keyboard: two steps right, one up; saved.
  const picker = card.getByRole('application', { name: /^Focal point of/ })
  await picker.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowUp')
  await expect(picker).toHaveAccessibleName(`Focal point of ${name}: 60% from the left, 45% from the top`)
  await expect
    .poll(async () => {
      const res = await page.request.get('/admin/api/media')
      const { media } = (await res.json()) as { media: { originalName: string; focalX: number; focalY: number }[] }
      const item = media.find((m) => m.originalName === name)
      return item && [item.focalX, item.focalY]
    })
    .toEqual([0.6, 0.45])

  // A used image is not deleted: the answer lists where it is used.
  page.once('dialog', (dialog) => void dialog.accept())
  await emre.getByRole('button', { name: 'Delete' }).click()
  await expect(emre.getByRole('alert')).toHaveText(
    'This image is in use and was not deleted. Choose another image in each of these first: team-member/emre-kaya.',
  )
  await expect(emre.getByRole('list', { name: 'Where it is used' })).toHaveText('team-member “emre-kaya” (every language)')

  // After a reload the portrait and its three descriptions are still there.
  await openAdmin(page, '/admin/media')
  await expect(page.getByRole('article', { name }).getByLabel('Alt text (العربية)')).toHaveValue('صورة ليلى دمير')
})

test('the media screen has no WCAG A/AA violations', { tag: AXE_SWEEP }, async ({ browser }) => {
  const page = await signedInEditor(browser, 'media-editor', '198.51.100.71')
  await openAdmin(page, '/admin/media')
  expect(await axeViolations(page)).toEqual([])
})
