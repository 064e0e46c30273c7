import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', '.vite-react-ssg-temp', 'test-results', 'playwright-report', 'reports', '.local'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { ...reactHooks.configs.flat.recommended, files: ['src/**/*.{ts,tsx}'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', '**/scripts/**'],
              message: 'src/ runs in the browser: Node-only code, the build and the tools belong in scripts/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'supabase/functions/**/*.ts'],
    ignores: ['scripts/test/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/test/*'],
              message: "scripts/test/ is the tests' own: what both need lives beside the product.",
            },
          ],
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
)
