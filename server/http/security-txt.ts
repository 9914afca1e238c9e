import type { Env } from '../env.ts'

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability. Expires is always about six months
 * ahead, since the file is generated, not edited by hand.
 */
export function securityTxt(env: Env, now = new Date()): string {
  const base = env.SITE_URL
  const contact = env.SECURITY_CONTACT ?? `mailto:${env.FIRM_EMAIL}`
  const expires = new Date(now.getTime() + 180 * 86_400_000)
  expires.setUTCHours(0, 0, 0, 0)
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en, tr',
    `Canonical: ${base}/.well-known/security.txt`,
    '',
  ].join('\n')
}
