const path = require('node:path');
const { createJestConfig } = require('@sge/shared/jest');

module.exports = createJestConfig({ rootDir: __dirname, setupFiles: [path.join(__dirname, 'src/testing/jest-setup.ts')] });
