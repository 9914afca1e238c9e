import type { Config } from 'tailwindcss'
import { brandColors } from './src/config/brand.ts'

// Loaded by the `@config` line in src/styles.css (Tailwind v4 reads the v3-style theme from here).
export default {
  content: ['./src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: brandColors,
      fontFamily: {
        serif: ['"Iowan Old Style"', '"Palatino Linotype"', 'Palatino', 'Georgia', 'serif'],
        sans: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'],
      },
      maxWidth: {
        prose: '70ch',
      },
    },
  },
} satisfies Config
