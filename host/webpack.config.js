const path = require('node:path');
const { createWebpackConfig } = require('@sge/shared/webpack');

module.exports = createWebpackConfig({
  name: 'host',
  dir: __dirname,
  isHost: true,
  runtimePlugins: [path.join(__dirname, 'src/federation/runtime-plugin.ts')],
});
