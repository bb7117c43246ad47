import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/build/**', '**/dist/**', '**/coverage/**', '**/.react-router/**',
      '**/test-artifacts/**', '.switchback/**', '**/.switchback/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['node:*', 'fs', 'path', 'http', 'https', 'crypto'], message: 'core is pure: no Node built-ins' },
          { group: ['react', 'react-*', 'inversify', 'reflect-metadata'], message: 'core is framework-free' },
          { group: ['@switchback/*'], message: 'core imports only itself (relative paths)' },
        ],
      }],
      'no-restricted-globals': ['error',
        { name: 'fetch', message: 'core does no I/O: use a port' },
        { name: 'localStorage', message: 'core does no I/O: use the KeyValueStore port' },
        { name: 'process', message: 'core does not read the environment' },
      ],
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'randomness comes from a port' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'time comes from the Clock port' },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'time comes from the Clock port' },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'core/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off', 'no-restricted-globals': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable', require: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
