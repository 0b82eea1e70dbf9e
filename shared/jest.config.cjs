const { createJestConfig } = require('./build/jest.cjs');
module.exports = createJestConfig({ rootDir: __dirname });
