// One lint configuration for the whole repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// API layers (see the block "API layers" below).
const KNEX_PATHS = [
  {
    name: 'knex',
    message:
      'Knex belongs in a *.repository.ts, db/ or lib/: move the query into a repository (services type the handle as Db from lib/db).',
  },
];
const KNEX_PATTERNS = [
  { group: ['knex/*'], message: 'Knex belongs in a *.repository.ts, db/ or lib/.' },
];
const API_FRONT_DOOR = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/.+',
  message:
    "Enter another module through its front door: import from '../<module>' (its index.ts) and export what you need there; a read is a named function, never a table or a query builder.",
};
const NO_DEMO_SEED = {
  regex: '(^|/)demo(/|$)',
  message:
    'Production code never imports the demo seed (src/demo): main.ts alone hands it to the server (startServer).',
};
const API_TEST_FILES = [
  'packages/api/src/test/**',
  'packages/api/src/**/*.test.ts',
  'packages/api/src/**/*.matrix-examples.ts',
  'packages/api/src/**/*.test-fixtures.ts',
];
const NO_SQL_MESSAGE =
  "Repositories own the tables: move this query (or table name) into the module's *.repository.ts and call it with the transaction.";
const SERVICES_HOLD_NO_SQL = [
  "CallExpression[callee.type='Identifier'][callee.name=/^(db|trx|tx|knex)$/]",
  "CallExpression[callee.type='MemberExpression'][callee.property.name='knex']",
  'CallExpression[callee.property.name=/^(raw|where|whereIn|whereNot|whereNull|whereNotNull|whereRaw|andWhere|orWhere|select|insert|del|first|pluck|orderBy|leftJoin|innerJoin|groupBy|returning|onConflict|increment|decrement)$/]',
  // `update` is a query's unless it is a hash's or a cipher's (crypto).
  "CallExpression[callee.property.name='update']:not([callee.object.callee.name=/^create(Hash|Hmac|Cipheriv|Decipheriv)$/]):not([callee.object.name=/^(hash|hmac|cipher|decipher)$/i])",
  "Property[key.name='table'] > Literal",
  // A table name handed to a lib/ helper (assertNameFree, countRows, ...) is a table name too.
  'CallExpression[callee.name=/^(assertNameFree|nameTaken|existingIds)$/] > Literal',
  "Property[key.name='live']",
].map((selector) => ({ selector, message: NO_SQL_MESSAGE }));

// App layers (see the block "App and design-system layers" below).
const API_CLIENT_ONLY_IN_QUERIES = {
  regex: '^(\\.\\.?/)+(lib/)?api(/(index|api-client|ndjson-request)(\\.ts)?)?$',
  importNames: ['apiRequest', 'ndjsonRequest'],
  message:
    "Call the API from a feature's *.queries.ts or *.mutations.ts (queryOptions / useMutation with its key factory), not here.",
};
const QUERY_KEY_MESSAGE =
  "Take query keys from the feature's key factory (e.g. teamsKeys.list(query)), never a literal array: queries and invalidations must agree.";
const QUERY_KEYS_FROM_FACTORIES = [
  { selector: "Property[key.name='queryKey'] > ArrayExpression", message: QUERY_KEY_MESSAGE },
  {
    selector: "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
    message: QUERY_KEY_MESSAGE,
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(get|set|ensure)Query(Data|State)$/][arguments.0.type='ArrayExpression']",
    message: QUERY_KEY_MESSAGE,
  },
];
// One locale policy (lib/format): numbers, money and dates become text only there.
const FORMAT_MESSAGE =
  'Format numbers, money and dates with lib/format (formatNumber, formatMoney, formatDate, formatDay, ...): it holds the one workspace locale.';
const FORMAT_ONLY_IN_LIB = [
  { selector: "NewExpression[callee.object.name='Intl']", message: FORMAT_MESSAGE },
  {
    selector:
      'CallExpression[callee.property.name=/^(toLocaleString|toLocaleDateString|toLocaleTimeString|toFixed)$/]',
    message: FORMAT_MESSAGE,
  },
];
const API_CLIENT_NOT_LOADED_DYNAMICALLY = {
  selector: 'ImportExpression[source.value=/(^|\\/)lib\\/api(\\/|$)/]',
  message:
    "Call the API from a feature's *.queries.ts or *.mutations.ts, not through a dynamic import.",
};
const LIB_NEVER_IMPORTS_UP = [
  {
    regex: '^(\\.\\./)+(features|app)(/|$)',
    message:
      'app/src/lib never imports features/ or app/: pass what it needs as a parameter, or move the code up.',
  },
];

const FRONT_DOOR_MESSAGE =
  "Another feature is entered only through its front door: import from '../<feature>' (its index.ts), and export what you need from that feature's index.ts instead of reaching into its files.";
/** A deep import into another feature, from a file `depth` folders below `features/<x>/`. */
const deepFeatureImport = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth + 1)}(?!lib/)[^./][^/]*/.+`,
  message: FRONT_DOOR_MESSAGE,
});

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
  // `db/`, the demo seed and the `lib/` database helpers; a service names the
  // handle it opens transactions on and passes to repositories as `Db`
  // (`lib/db.ts`). A module enters another only through its front door
  // (`'../<module>'`, its index.ts). Production code never imports the demo
  // seed (`src/demo`): main.ts alone hands it to the server. Express is
  // imported only by `lib/`, routers (`*.router.ts`), middleware
  // (`*.middleware.ts`), `app.ts` and `server.ts`. Tests (and the matrix
  // examples, test support) may use all of them. Flat config replaces a
  // rule's options per matching block, so each block below lists every
  // pattern that applies to its files; Express has its own rule name.
  {
    files: ['packages/api/src/**/*.ts'],
    ignores: [
      ...API_TEST_FILES,
      'packages/api/src/**/*.repository.ts',
      'packages/api/src/db/**',
      'packages/api/src/demo/**',
      'packages/api/src/lib/**',
      'packages/api/src/modules/**',
      'packages/api/src/main.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: KNEX_PATHS, patterns: [...KNEX_PATTERNS, NO_DEMO_SEED] },
      ],
    },
  },
  {
    files: [
      'packages/api/src/**/*.repository.ts',
      'packages/api/src/db/**/*.ts',
      'packages/api/src/lib/**/*.ts',
    ],
    ignores: [...API_TEST_FILES, 'packages/api/src/modules/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DEMO_SEED] }] },
  },
  {
    files: ['packages/api/src/main.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: KNEX_PATHS, patterns: KNEX_PATTERNS }] },
  },
  {
    files: ['packages/api/src/modules/**/*.ts'],
    ignores: [...API_TEST_FILES, 'packages/api/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: KNEX_PATHS, patterns: [...KNEX_PATTERNS, NO_DEMO_SEED, API_FRONT_DOOR] },
      ],
      // Repositories own the tables (CONTRIBUTING.md § Rooms): a service or
      // any other non-repository file of a module holds no table name and no
      // query; it opens transactions and passes them on.
      'no-restricted-syntax': ['error', ...SERVICES_HOLD_NO_SQL],
    },
  },
  {
    files: ['packages/api/src/modules/**/*.repository.ts'],
    ignores: API_TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DEMO_SEED, API_FRONT_DOOR] }] },
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

  // ---------------------------------------------------------------------------
  // App and design-system layers (packages/app, packages/ui). ARCHITECTURE.md
  // § Packages: types <- ui <- app, nothing imports upward; STYLE.md § Where
  // things live. Every import of the API client, every lib/ -> features/ or
  // app/ import and every ui -> app/api import fails `npm run lint`.
  // (The API layers have their own block.) Flat config replaces a rule's
  // options per matching block, so each block repeats the patterns it needs.
  // ---------------------------------------------------------------------------
  {
    // One key factory per feature (`teamsKeys.all`, `.lists()`, `.list(q)`):
    // a literal key would silently miss its invalidations.
    files: ['packages/app/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...QUERY_KEYS_FROM_FACTORIES, ...FORMAT_ONLY_IN_LIB],
    },
  },
  {
    // The API client is called only from a feature's queries and mutations,
    // so every request has one query key factory and one invalidation rule.
    files: ['packages/app/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/app/src/**/*.queries.ts',
      'packages/app/src/**/*.mutations.ts',
      'packages/app/src/lib/**',
      // The exceptions: the auth calls as their own chunk, imported on
      // demand by auth.queries.ts and auth.mutations.ts, so the sign-in page
      // stays within its size budget without the API contract (app README),
      // and the password reset link's calls the same way (password-reset.ts).
      'packages/app/src/features/auth/auth.api.ts',
      'packages/app/src/features/admin-users/password-reset.api.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [API_CLIENT_ONLY_IN_QUERIES] }],
      'no-restricted-syntax': [
        'error',
        ...QUERY_KEYS_FROM_FACTORIES,
        ...FORMAT_ONLY_IN_LIB,
        API_CLIENT_NOT_LOADED_DYNAMICALLY,
      ],
    },
  },
  {
    // lib/ is the app's toolbox: features and the router use it, never the
    // other way round (a guard that needs a feature's query lives in app/).
    files: ['packages/app/src/lib/**/*.{ts,tsx}'],
    ignores: ['packages/app/src/lib/api/**', 'packages/app/src/lib/**/*.queries.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [API_CLIENT_ONLY_IN_QUERIES, ...LIB_NEVER_IMPORTS_UP] },
      ],
    },
  },
  {
    // The shared queries of lib/ (lib/session's current user, lib/pickers) call the API.
    files: ['packages/app/src/lib/api/**/*.{ts,tsx}', 'packages/app/src/lib/**/*.queries.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: LIB_NEVER_IMPORTS_UP }] },
  },
  {
    // lib/format is where the workspace locale meets Intl.
    files: ['packages/app/src/lib/format/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...QUERY_KEYS_FROM_FACTORIES] },
  },
  {
    // Tests may build their expectations with Intl.
    files: ['packages/app/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...QUERY_KEYS_FROM_FACTORIES,
        API_CLIENT_NOT_LOADED_DYNAMICALLY,
      ],
    },
  },
  // Front doors (ISSUE 28): a feature enters another only through its index.ts
  // (`../x`, `../../x`), never `features/x/<file>`. app/ (routes, shell) may still
  // import pages and route modules directly; tests may reach in. One block per
  // folder depth (a pattern cannot see the importing file's depth), and its own
  // rule name, so that it adds to the blocks above instead of replacing them.
  {
    files: ['packages/app/src/features/*/*.{ts,tsx}'],
    ignores: ['packages/app/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [deepFeatureImport(0)] }],
    },
  },
  {
    files: ['packages/app/src/features/*/*/*.{ts,tsx}'],
    ignores: ['packages/app/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [deepFeatureImport(1)] }],
    },
  },
  {
    files: ['packages/app/src/features/*/*/*/*.{ts,tsx}'],
    ignores: ['packages/app/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [deepFeatureImport(2)] }],
    },
  },
  {
    // The design system knows nothing of the app, its routes or the API.
    files: ['packages/ui/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@keel/app', message: '@keel/ui never imports the app.' },
            { name: '@keel/api', message: '@keel/ui never imports the API.' },
          ],
          patterns: [
            {
              group: ['@keel/app/*', '@keel/api/*', '**/packages/app/**', '**/packages/api/**'],
              message: '@keel/ui never imports the app or the API.',
            },
            {
              regex: '^(\\.\\./)+(app|api)/',
              message:
                '@keel/ui never imports the app or the API (relative path out of packages/ui).',
            },
          ],
        },
      ],
    },
  },
);
