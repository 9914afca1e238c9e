import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', '.test-output', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-control-regex': 'off',
    },
  },
  // Import boundaries: each layer may use the ones below it, never the ones above.
  ...boundaries([
    {
      files: ['server/**/*.ts'],
      regex: '(^|/)src/(?!lib/|content/|config/)',
      message: 'server/ may import only from src/lib, src/content and src/config (no React components or routes).',
    },
    {
      files: ['src/lib/**/*.ts', 'src/content/**/*.ts', 'src/config/**/*.ts'],
      regex: '(^|/)(components|features|routes)/|^react(-dom)?$|(^|/)router$',
      message: 'src/lib, src/content and src/config are shared with the server: no React, components, features or routes.',
    },
    {
      files: ['src/components/**/*.{ts,tsx}'],
      regex: '(^|/)(features|routes)/',
      message: 'src/components may not import from src/features or src/routes.',
    },
    {
      files: ['src/features/**/*.{ts,tsx}'],
      regex: '(^|/)routes/',
      message: 'src/features may not import from src/routes.',
    },
  ]),
)

function boundaries(rules) {
  return rules.map(({ files, regex, message }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] },
  }))
}
