import { expect, type Page } from '@playwright/test'
import { totp } from '../../server/admin/crypto.ts'

/** The password every back-office journey sets for the accounts it makes. */
export const PASSWORD = 'a long enough sample passphrase 42'

/** Opens a back-office page and waits until React has hydrated its <main>. */
export async function openAdmin(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.waitForFunction(() => {
    const main = document.querySelector('#admin-root main')
    return !!main && Object.keys(main).some((k) => k.startsWith('__reactProps$'))
  })
}

/** On an open set-up page: reads the key shown, sets PASSWORD and the authenticator, returns the key. */
export async function completeSetUp(page: Page): Promise<string> {
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  await page.getByLabel('New password').fill(PASSWORD)
  await page.getByLabel('Password again').fill(PASSWORD)
  await page.getByLabel('Code shown by the app').fill(totp(secret))
  await page.getByRole('button', { name: 'Save and finish' }).click()
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible()
  return secret
}
