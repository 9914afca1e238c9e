/**
 * Links printed in a guide PDF point at the public site: a PDF is read outside the site, so a content link such
 * as `/services/work-permit-in-turkey-for-employees` becomes an absolute URL under SITE_URL (src/lib/url.ts, the
 * same setting the server's env and the build read).
 */
export function absoluteLink(href: string, siteUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href
  return new URL(href, `${siteUrl}/`).toString()
}

/** `https://www.atlaslaw.example` -> `www.atlaslaw.example`: the website as printed for people to type. */
export function displayHost(siteUrl: string): string {
  return siteUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '')
}
