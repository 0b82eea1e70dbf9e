// Shared jest configuration for every package of the workspace: @swc/jest transform, the
// @sge/shared subpaths mapped to source, ESM-only packages transformed, jsdom polyfills.
const path = require('node:path');

const sharedRoot = path.resolve(__dirname, '..');
const ESM_PACKAGES = ['typebox', 'idb', '@sge'];

/**
 * @param {{ rootDir: string, environment?: 'jsdom' | 'node', setupFiles?: string[] }} options
 */
function createJestConfig({ rootDir, environment = 'jsdom', setupFiles = [] }) {
  return {
    rootDir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest-env-jsdom.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    // Component tests that type whole forms take seconds in jsdom, more on a loaded 2-core CI
    // machine; the 5 s default made them fail by time, not by behaviour.
    testTimeout: 30_000,
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${ESM_PACKAGES.join('|')}))`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    moduleNameMapper: {
      '^@sge/shared/(contract|session|access|http|query|notify|format|offline|router|ui|venue)$': `${sharedRoot}/src/$1/index.ts`,
      '^@sge/shared/format/plain$': `${sharedRoot}/src/format/plain.ts`,
      '^@sge/shared/motion$': `${sharedRoot}/src/motion/index.tsx`,
      '^@sge/shared/call-log$': `${sharedRoot}/src/call-log/index.tsx`,
      '^@sge/shared/testing$': `${sharedRoot}/src/testing/index.tsx`,
    },
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest.setup.jsdom.cjs')] : []),
      ...setupFiles,
    ],
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = { createJestConfig };
