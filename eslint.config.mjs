// One lint setup for the whole repository (run by `npm run lint`).
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/public/**',
      'site/releases/**',
      '.preview/**',
      '**/.cache/**',
      'cms/.tmp/**',
      'cms/types/generated/**',
      'site/src/gatsby-types.d.ts',
      '.state/**',
      'test-results/**',
      'cms/fixtures/media/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // No import circle anywhere in the site's sources: a module is never (even lazily) its own dependency.
    files: ['site/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      // Dependencies are not followed (no circle runs through them; parsing them would triple the lint's time).
      'import/ignore': ['node_modules', '\\.(css|json)$'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // Shared UI is used by features and by the page frame, never the other way round (docs/architecture.md).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './site/src/components',
              from: ['./site/src/features', './site/src/frame'],
              message: 'components/ is shared UI: compose features in frame/, a section or a template.',
            },
            {
              target: './site/src/islands',
              from: './site/src/build',
              message: 'islands/ runs in the browser; build/ only at build time (share constants from pwa/ or i18n/).',
            },
          ],
        },
      ],
    },
  },
  {
    // The site offers the languages of LOCALES that are translated (site/src/build/site-locales.ts): what it renders
    // or writes asks there, never LOCALES itself, so a language still being translated reaches no visitor.
    files: ['site/**/*.{ts,tsx}'],
    ignores: [
      'site/src/**/*.test.{ts,tsx}',
      'site/test/**',
      'site/src/i18n/site-locales.ts',
      'site/src/build/site-locales.ts',
      // The draft preview shows every language (behind its secret); the validation's default covers all of them.
      'site/src/build/preview/**',
      'site/src/schema/validate.ts',
      'site/gatsby-config.ts',
      'site/gatsby-node.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@app/routing',
              importNames: ['LOCALES', 'LOCALE_CODES'],
              message:
                'Use SITE_LOCALES (src/i18n/site-locales.ts) or siteLocales() (src/build/site-locales.ts): the site offers only the languages that are translated.',
            },
          ],
        },
      ],
    },
  },
  {
    // Casting to `never` silences the type check instead of stating a type.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSAsExpression > TSNeverKeyword', message: 'Cast to the type the code means, not to never.' },
      ],
    },
  },
  {
    files: ['site/src/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: { ...jsxA11y.flatConfigs.recommended.rules, ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs', 'babel.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
