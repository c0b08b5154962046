import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/** ARCHITECTURE.md's one-way arrows: tokens ← ui ← features ← routes; server stands apart. */
const elements = [
  { type: 'tokens', pattern: 'design-tokens' },
  { type: 'ui', pattern: 'src/ui' },
  { type: 'api', pattern: 'src/api' },
  { type: 'i18n', pattern: 'src/i18n' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'routes', pattern: 'src/routes' },
  { type: 'navigation', pattern: 'src/navigation' },
  { type: 'app', pattern: 'src/*.{ts,tsx}', partialMatch: false },
  { type: 'server', pattern: 'server' },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const policies = [
  { from: { element: { type: 'tokens' } }, allow: to('tokens') },
  { from: { element: { type: 'ui' } }, allow: to('tokens', 'ui') },
  { from: { element: { type: 'api' } }, allow: to('api') },
  { from: { element: { type: 'i18n' } }, allow: to('i18n') },
  { from: { element: { type: 'navigation' } }, allow: to('ui', 'navigation') },
  {
    from: { element: { type: 'feature' } },
    allow: [
      to('tokens', 'ui', 'api', 'navigation'),
      // A feature reaches only its own internals, never another feature's.
      {
        to: {
          element: {
            type: 'feature',
            captured: { feature: '{{ from.element.captured.feature }}' },
          },
        },
      },
    ],
  },
  {
    from: { element: { type: 'routes' } },
    allow: to('tokens', 'ui', 'api', 'navigation', 'feature', 'routes', 'app'),
  },
  {
    from: { element: { type: 'app' } },
    allow: to('tokens', 'ui', 'api', 'i18n', 'navigation', 'feature', 'routes', 'app'),
  },
  // The server shares only the generated contract types with the SPA.
  {
    from: { element: { type: 'server' } },
    allow: [to('server'), { to: { file: { path: 'src/api/schema.gen.d.ts' } } }],
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'data',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
      '**/*.gen.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'design-tokens/**/*.ts', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.d.ts'] } },
    },
    rules: {
      'boundaries/dependencies': [2, { default: 'disallow', policies }],
    },
  },
  {
    // The UI kit is router-agnostic: links arrive through createLink in the app layer.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@tanstack/react-router', '@tanstack/react-query'] },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
