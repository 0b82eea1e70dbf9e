// The workspace's one ESLint config (`pnpm lint`, 0 warnings allowed; it runs in `pnpm test`).
// - typescript-eslint's recommended rules on every TypeScript file, without type information: the
//   type-aware rules are not cheap here (no-floating-promises and friends on server/src alone add
//   ~35 s of CPU to a ~30 s lint, to build the program) and found only Fastify's thenable reply.
// - react-hooks' rules of hooks and dependency lists on the apps and shared/. Its React Compiler rules
//   (set-state-in-effect, refs, immutability, static-components, purity, use-memo) are off: they
//   judge code written for the compiler, which this house does not use (27 findings, 17 of them a
//   state synced from props in an effect, the house's way with forms).
// - The import boundaries of DESIGN.md §2 (see docs/architecture.md, "Boundaries"), on static imports,
//   re-exports, `import()` and `require()`. scripts/boundaries.sh keeps only what ESLint cannot see.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['remote-admin', 'remote-events', 'remote-financial', 'remote-inventory', 'remote-registration'];
const apps = ['host', ...remotes];
const source = (dir) => [`${dir}/**/*.ts`, `${dir}/**/*.tsx`];

/** A forbidden import: `regex` matches the module specifier; `message` says what to do instead. */
const rule = (regex, message) => ({ regex, message });
const viaShared = [
  rule('^@chakra-ui/', 'Chakra comes through @sge/shared/ui (one Chakra context, DESIGN.md §3).'),
  rule('^react-router', 'The router comes through @sge/shared/router (one router instance, DESIGN.md §3).'),
];
const motion = rule('^(framer-motion|motion)(/|$)', 'framer-motion comes through @sge/shared/motion (loaded after the first paint).');
const tanstack = rule('^@tanstack/', 'TanStack Query comes through @sge/shared/query (one QueryClient, a federation singleton).');
const contractBrowser = rule(
  '^(react|zustand|@chakra-ui|idb|workbox)',
  'The contract imports nothing of React or the browser: the server imports it too.',
);
/** Another workspace package, by name or by a relative path that climbs into its folder. */
const otherPackage = (name, why) => rule(`^(@sge/${name}(/|$)|(\\.\\./)+${name}(/|$))`, why);

/**
 * One config block forbidding `rules` in `files`: `@typescript-eslint/no-restricted-imports` for
 * import/export declarations (type-only imports pass where `allowTypeImports`), `no-restricted-syntax`
 * for `import()` and `require()`, which that rule does not see.
 */
function boundary(name, files, rules, { ignores = [], allowTypeImports = false } = {}) {
  const dynamic = (r) => [
    { selector: `ImportExpression[source.value=/${r.regex.replaceAll('/', '\\/')}/]`, message: r.message },
    {
      selector: `CallExpression[callee.name='require'] > Literal.arguments[value=/${r.regex.replaceAll('/', '\\/')}/]`,
      message: r.message,
    },
  ];
  return {
    name: `sge/boundaries/${name}`,
    files,
    ignores,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: rules.map((r) => ({ regex: r.regex, message: r.message, allowTypeImports })) },
      ],
      'no-restricted-syntax': ['error', ...rules.flatMap(dynamic)],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      '**/.data-*/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'sge/globals',
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
  },
  {
    name: 'sge/house',
    rules: {
      // `catch {}` is how this code says "a failure here changes nothing" (benches, best-effort cleanup).
      'no-empty': ['error', { allowEmptyCatch: true }],
      // One import statement per module; `import type` beside a value import is allowed.
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    name: 'sge/typescript',
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
    rules: {
      // Unused code fails the lint; a leading underscore marks a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter: `async ({}, use)` is its idiom.
    name: 'sge/e2e',
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    name: 'sge/commonjs',
    files: ['**/*.cjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    name: 'sge/react-hooks',
    files: [...source('shared/src'), ...apps.flatMap((a) => source(`${a}/src`))],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },

  // ── Import boundaries (DESIGN.md §2 and §3) ──
  ...remotes.map((r) =>
    boundary(r, source(`${r}/src`), [
      ...[...remotes.filter((o) => o !== r), 'host', 'server', 'e2e'].map((o) =>
        otherPackage(o, `A remote imports only @sge/shared and npm packages, never ${o} (DESIGN.md §2).`),
      ),
      ...viaShared,
      motion,
      tanstack,
    ]),
  ),
  boundary('host', source('host/src'), [
    ...[...remotes, 'server'].map((o) =>
      otherPackage(o, `The host loads remotes at runtime (loadRemote), never ${o} from source (DESIGN.md §2).`),
    ),
    ...viaShared,
    motion,
    tanstack,
  ]),
  boundary('server', source('server'), [
    rule('^@sge/shared(?!/contract(/|$))(/|$)', 'The server imports @sge/shared/contract and nothing else of the front end.'),
    rule('^(\\.\\./)+shared/', 'The server imports the contract as @sge/shared/contract, not by path.'),
    rule('^@sge/(host|remote-)', 'The server imports no front end.'),
  ]),
  boundary('shared', source('shared/src'), [motion, tanstack], {
    ignores: ['shared/src/contract/**', 'shared/src/motion/**', 'shared/src/query/**'],
  }),
  boundary('shared-motion', source('shared/src/motion'), [tanstack]),
  boundary('shared-query', source('shared/src/query'), [motion]),
  boundary(
    'contract',
    source('shared/src/contract'),
    [contractBrowser, motion, tanstack],
    {
      ignores: [
        'shared/src/contract/values/**',
        ...['client', 'roles', 'route-access', 'rules', 'reconcile'].map((f) => `shared/src/contract/${f}.ts`),
      ],
    },
  ),
  // The browser's contract (client.ts and what it re-exports) is TypeBox-free: the apps load the
  // contract's values without the schemas (webpack alias). Type-only imports are erased, so they pass.
  boundary(
    'browser-contract',
    [
      'shared/src/contract/values/**/*.ts',
      ...['client', 'roles', 'route-access', 'rules', 'reconcile'].map((f) => `shared/src/contract/${f}.ts`),
    ],
    [
      contractBrowser,
      motion,
      tanstack,
      rule('^typebox', "The browser's contract is TypeBox-free: keep schemas out of values/ (type imports are fine)."),
    ],
    { allowTypeImports: true },
  ),
);
