import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('./src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

// Imports flow one way (DESIGN.md §2): contract ← lib, components ← features ← app; contract ← server.
const zones = [
  { target: './contract', from: ['./src', './server', './tests', './e2e'], message: 'contract/ imports only zod.' },
  { target: './server', from: ['./src', './tests', './e2e'], message: 'The server never imports the SPA or tests.' },
  { target: './src', from: ['./server', './tests', './e2e'], message: 'The SPA never imports the server or tests.' },
  { target: ['./src/lib', './src/components', './src/stores', './src/config'], from: ['./src/features', './src/app'], message: 'Shared code never imports features or the app.' },
  { target: './src/features', from: './src/app', message: 'Features never import the app layer.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other: move what they share down to components/ or lib/.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'test-results', 'playwright-report', '.tmp', 'data', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { typescript: { project: './tsconfig.json' } },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'axios', message: 'Only src/lib/api-client.ts imports axios.' }] },
      ],
    },
  },
  { files: ['src/lib/api-client.ts'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['tests/**', 'e2e/**'], rules: { '@typescript-eslint/no-non-null-assertion': 'off' } },
  // useTestServer() registers vitest hooks, not React ones.
  { files: ['tests/server/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);
