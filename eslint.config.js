import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * ESLint as CI runs it (`npx eslint . --max-warnings 0`). typescript-eslint's recommended rules, plus the rules that
 * need type information where they find real defects: promises left floating or handed to a caller that ignores
 * them, assertions that change nothing, switches that miss a case of a union, deprecated APIs. The React Compiler's
 * rules (react-hooks) for the web portal.
 */
export default defineConfig(
  { ignores: ['node_modules/', 'dist/', '.data/', 'tests/artifacts/', 'tests/bench/results/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // A JSX handler may return a promise (react ignores it; the handler shows its own errors).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-deprecated': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  { files: ['ui/**/*.{ts,tsx}'], extends: [reactHooks.configs.flat['recommended-latest']] },
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },
);
