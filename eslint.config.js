// One lint configuration for the whole repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '**/.turbo/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // ---- API layers (packages/api) -------------------------------------------
  // Knex is imported (value or type) only by repositories (`*.repository.ts`),
  // `db/` and the `lib/` database helpers; a service names the handle it opens
  // transactions on and passes to repositories as `Db` (`lib/db.ts`). Express is
  // imported only by `lib/`, routers (`*.router.ts`), middleware
  // (`*.middleware.ts`), `app.ts` and `server.ts`. Tests may use both. Two rule
  // names, so that neither block overrides the other where both apply.
  {
    files: ['packages/api/src/**/*.ts'],
    ignores: [
      'packages/api/src/**/*.repository.ts',
      'packages/api/src/db/**',
      'packages/api/src/lib/**',
      'packages/api/src/test/**',
      'packages/api/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'knex',
              message:
                'Knex belongs in a *.repository.ts, db/ or lib/: move the query into a repository (services type the handle as Db from lib/db).',
            },
          ],
          patterns: [
            { group: ['knex/*'], message: 'Knex belongs in a *.repository.ts, db/ or lib/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/src/**/*.ts'],
    ignores: [
      'packages/api/src/lib/**',
      'packages/api/src/**/*.router.ts',
      'packages/api/src/**/*.middleware.ts',
      'packages/api/src/app.ts',
      'packages/api/src/server.ts',
      'packages/api/src/test/**',
      'packages/api/src/**/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'express',
              message:
                'Express belongs in a *.router.ts, *.middleware.ts or lib/: handlers unpack the request and call a service.',
            },
          ],
          patterns: [
            { group: ['express/*'], message: 'Express belongs in a router, middleware or lib/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
