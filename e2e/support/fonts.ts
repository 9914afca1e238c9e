import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** One face of each package of the test font set: the set is installed when all four are there. */
export const TEST_FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/opentype/urw-base35/P052-Roman.otf',
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
]

/**
 * The site uses the visitor's own faces (no web font), so what a browser under test lays out depends on the fonts
 * the machine has: text widths and line breaks, and the height of an inline box. The end-to-end suites run their
 * browsers on one font set, the Debian packages .ci/run installs (fonts-dejavu-core, fonts-liberation,
 * fonts-urw-base35, fonts-noto-core), through a fontconfig file that lists only their folders (fonts.conf here), so a
 * machine's other fonts (its user's, /usr/local's, Microsoft's core fonts, Roboto) do not change a result. The
 * browsers inherit FONTCONFIG_FILE from the process that starts them; Firefox's sandbox reads fonts under
 * /usr/share/fonts, so the folders stay Debian's own.
 *
 * Where a package is missing (another distribution, a machine .ci/run has not set up) the browsers keep the
 * machine's fonts, and the run says so once. A FONTCONFIG_FILE already set is left alone (to try another font set).
 */
export function pinTestFonts(): void {
  if (process.env.FONTCONFIG_FILE) return
  const missing = TEST_FONT_FILES.filter((file) => !existsSync(file))
  if (missing.length === 0) process.env.FONTCONFIG_FILE = fileURLToPath(new URL('fonts.conf', import.meta.url))
  // Playwright loads its config in every worker too: the main process tells.
  else if (!process.env.TEST_WORKER_INDEX)
    console.warn(`Browsers use this machine's fonts: the test font set is incomplete (no ${missing.join(', ')}; .ci/run installs it).`)
}
