import { readFileSync } from 'node:fs'

/** The release running (package.json's version): in the start line, /healthz and law_site_build_info on /metrics. */
export const releaseVersion = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version
