import type { Config } from 'tailwindcss'

// Loaded by the `@config` line in src/styles.css (Tailwind v4 reads the v3-style theme from here).
export default {
  content: ['./src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
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
      },
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
