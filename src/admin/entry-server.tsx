import { renderToString } from 'react-dom/server'
import { adminPageTitle, type AdminPageProps } from '../lib/admin-pages'
import { escapeHtml } from '../lib/html'
import { AdminApp } from './app'
import { setCsrfToken } from './api'

// JSON inside <script type="application/json">: "<" escaped so no value can close the element.
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** A whole back-office page: server-rendered React, with its props for hydration as JSON (no inline script). */
export function renderAdminDocument(props: AdminPageProps, assets: { scripts: string[]; styles: string[] }): string {
  setCsrfToken(props.csrf)
  const body = renderToString(<AdminApp {...props} />)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(adminPageTitle(props))} · Back office</title>
${assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
${assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('\n')}
</head>
<body>
<div id="admin-root">${body}</div>
<script type="application/json" id="admin-props">${safeJson(props)}</script>
</body>
</html>
`
}
