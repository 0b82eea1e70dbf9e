const { createRequire } = require('node:module');
const { createWebpackConfig } = require('@sge/shared/webpack');

/**
 * The ZXing reader's wasm, as barcode-detector depends on it (zxing-wasm is its dependency, not
 * ours): `new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url)` in the scanner resolves
 * here and is emitted as zxing_reader.<hash>.wasm beside the chunks, served from our own origin.
 */
const ZXING_READER_WASM = createRequire(require.resolve('barcode-detector/ponyfill')).resolve('zxing-wasm/reader/zxing_reader.wasm');

/** Files the host's service worker must precache besides the manifest's chunks (offline-assets.json). */
const OFFLINE_ASSETS_FILE = 'offline-assets.json';

/**
 * Lists the emitted .wasm files in offline-assets.json (`{ "files": [...] }`, paths relative to the
 * remote's public path): mf-manifest.json lists only js and css, and the scanner must work offline.
 */
class OfflineAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('OfflineAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'OfflineAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const files = Object.keys(assets)
          .filter((name) => name.endsWith('.wasm'))
          .sort();
        compilation.emitAsset(OFFLINE_ASSETS_FILE, new sources.RawSource(`${JSON.stringify({ files }, null, 2)}\n`));
      });
    });
  }
}

const base = createWebpackConfig({
  name: 'events',
  dir: __dirname,
  exposes: {
    './EventsPage': './src/pages/events-page.tsx',
    './EventsVenue': './src/pages/events-venue.tsx',
    './EventsTestPage': './src/pages/events-test-page.tsx',
    './EventDayManagementTestPage': './src/pages/event-day-management-test-page.tsx',
    './EventCloseOutPage': './src/pages/event-close-out-page.tsx'
  },
  plugins: [new OfflineAssetsPlugin()],
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.resolve.alias = { ...config.resolve.alias, 'zxing-wasm/reader/zxing_reader.wasm$': ZXING_READER_WASM };
  config.module.rules.push({
    test: /zxing_reader\.wasm$/,
    type: 'asset/resource',
    generator: { filename: 'zxing_reader.[contenthash:10][ext]' },
  });
  return config;
};
