// The linter: ESLint's, typescript-eslint's and React hooks' recommended rules over every script, module and test.
// `.astro` files are checked by `astro check` (types) and prettier (format).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.data/', '.tools/', '.outbox/', '.ci/out/', '.ci/venv/', 'node_modules/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // A name starting with _ is a parameter or element kept for its position only.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  // The islands run in the browser.
  { files: ['src/islands/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  // Hooks and components live in the islands; custom hooks may sit in plain .ts modules.
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  // The functions write to the log through functions/_lib/core/log.ts (logError), which masks e-mail addresses.
  {
    files: ['functions/**/*.ts'],
    ignores: ['functions/**/*.test.ts', 'functions/_lib/core/log.ts'],
    rules: { 'no-console': 'error' },
  },
);
