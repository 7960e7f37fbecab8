/**
 * ESLint (flat config): JavaScript's and typescript-eslint's recommended rules, React's hook
 * rules, on the site's own code. `npm run lint`; npm test runs it.
 *
 * Not linted: generated files (generated/, the older API versions, .docusaurus/) and builds.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'build-*/',
      '.docusaurus/',
      'generated/',
      'api_versioned_docs/',
      'api_versioned_sidebars/',
      'static/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // `const { omitted, ...rest } = props` is how a prop is kept from being passed on.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // Playwright: fixtures take `({}, use)` (an empty pattern, and a `use` that is not React's),
    // and tests read YAML and JSON without a schema.
    files: ['tests/**'],
    rules: {
      'no-empty-pattern': 'off',
      'react-hooks/rules-of-hooks': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
