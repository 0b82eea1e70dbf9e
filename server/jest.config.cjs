// The shared workspace config, plus:
// - a global setup that migrates one template database per run (a PGlite data dir dump, or a
//   PostgreSQL template database when DATABASE_URL is set), so each test file opens a migrated copy;
// - ESM-only server dependencies (content-disposition for @fastify/static, cookie for
//   light-my-request) transformed like typebox: jest on Node 20 cannot require() an ES module
//   (Node itself can, since 20.19).
// The test script runs jest with --experimental-vm-modules because PGlite loads Node built-ins
// with dynamic import(), which jest's sandbox only allows under that flag.
const { createJestConfig } = require('@sge/shared/jest');

const ESM_PACKAGES = ['typebox', 'idb', '@sge', 'content-disposition', 'cookie'];

module.exports = {
  ...createJestConfig({ rootDir: __dirname, environment: 'node' }),
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${ESM_PACKAGES.join('|')})/)`],
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  // Generous for a CI machine whose two cores also run the front-end suites beside this one (see
  // scripts/unit-lanes.mjs): a file that opens two apps on PGlite took over 30 s at load 18.
  testTimeout: 60_000,
  // Each test file leaves memory behind in jest's worker (a fresh module registry, an app and a
  // database per file), and the worker grew past 1 GB over the PGlite pass, its later files
  // spending seconds in garbage collection. A worker whose heap passes this limit after a file is
  // replaced: the PGlite pass went from 283 s to 186 s (CPU 422 s to 265 s).
  workerIdleMemoryLimit: '300MB',
};
