const path = require('node:path');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createWebpackConfig } = require('@sge/shared/webpack');

/** Changes every build, so the precached navigation pages ('/', '/login', '/events') follow index.html. */
const BUILD_ID = String(Date.now());

module.exports = createWebpackConfig({
  name: 'host',
  dir: __dirname,
  isHost: true,
  runtimePlugins: [path.join(__dirname, 'src/federation/runtime-plugin.ts')],
  plugins: [
    new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
    new InjectManifest({
      swSrc: path.join(__dirname, 'src/pwa/sw.ts'),
      swDest: 'sw.js',
      // The precompressed copies (`.br`, `.gz`) are for the server's Content-Encoding, not the cache.
      exclude: [/\.map$/, /LICENSE/i, /stats/i, /^index\.html$/, /\.(br|gz)$/],
      additionalManifestEntries: ['/', '/login', '/events'].map((url) => ({ url, revision: BUILD_ID })),
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    }),
  ],
});
