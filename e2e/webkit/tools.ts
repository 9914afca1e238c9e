import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * What the WebKit suite needs from the system: Debian's `webkit2gtk-driver` (WebKitWebDriver, which pulls in
 * libwebkit2gtk-4.1 and its MiniBrowser) and `xvfb` (xvfb-run: WebKitGTK has no headless mode of its own).
 */
const debianArch = ({ x64: 'x86_64', arm64: 'aarch64' } as Record<string, string>)[os.arch()] ?? os.arch()
export const miniBrowser = process.env.WEBKIT_BROWSER ?? `/usr/lib/${debianArch}-linux-gnu/webkit2gtk-4.1/MiniBrowser`

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)))
}

/** Why the WebKit suite cannot run here (which tool is missing and how to get it), or null when it can. */
export function missingWebKitTools(): string | null {
  const missing = [
    onPath('WebKitWebDriver') && existsSync(miniBrowser) ? null : 'WebKitWebDriver and MiniBrowser (package webkit2gtk-driver)',
    onPath('xvfb-run') ? null : 'xvfb-run (package xvfb)',
  ].filter(Boolean)
  return missing.length === 0 ? null : `WebKit tests need ${missing.join(' and ')}: apt-get install -y webkit2gtk-driver xvfb`
}
