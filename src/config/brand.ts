/**
 * The firm's colours, named as the Tailwind theme names them (tailwind.config.ts reads this object). Everything
 * drawn outside the stylesheet — the logo, the browser's theme colour, e-mails, the guide PDFs — takes its colours
 * from here, so a change of palette is one edit.
 */
export const brandColors = {
  navy: {
    50: '#f2f5f9',
    100: '#dfe6ef',
    200: '#bccbdc',
    400: '#5d7799',
    600: '#2b4566',
    700: '#1f3552',
    800: '#172a43',
    900: '#0f1f33',
    950: '#09131f',
  },
  brass: {
    100: '#f5ecdc',
    300: '#dcc095',
    500: '#b58a4c',
    600: '#8a6633',
    700: '#7a5a2e',
  },
  sand: '#faf7f2',
} as const
