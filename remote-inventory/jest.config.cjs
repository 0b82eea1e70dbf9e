const { createJestConfig } = require('@sge/shared/jest');

module.exports = createJestConfig({ rootDir: __dirname });
