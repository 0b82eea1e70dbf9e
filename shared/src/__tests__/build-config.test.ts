/** @jest-environment node */
// No Node types in shared (its code runs in the browser): the few Node names used here are declared.
declare const __dirname: string;
declare const require: (id: string) => unknown;

const { constants } = require('node:zlib') as { constants: { BROTLI_PARAM_QUALITY: number } };

interface CompressionPluginLike {
  constructor: { name: string };
  options: { filename: string; algorithm: string; compressionOptions: Record<string, unknown>; test: RegExp };
}
type Build = (o: { name: string; dir: string; exposes?: Record<string, string>; isHost?: boolean }) => (
  env: unknown,
  argv: { mode: string },
) => { plugins: object[] };

const { createWebpackConfig } = require('../../build/webpack.cjs') as { createWebpackConfig: Build };

const compressionPlugins = (mode: string, isHost: boolean) =>
  createWebpackConfig({ name: isHost ? 'host' : 'events', dir: __dirname, isHost, exposes: isHost ? undefined : {} })(undefined, { mode })
    .plugins.filter((p): p is CompressionPluginLike => p.constructor.name === 'CompressionPlugin');

describe('precompressed build assets (served as they are by the server)', () => {
  it.each([true, false])('a production build writes .br at brotli quality 11 and .gz at gzip level 9 (host: %s)', (isHost) => {
    const plugins = compressionPlugins('production', isHost);
    expect(plugins.map((p) => [p.options.filename, p.options.algorithm])).toEqual([
      ['[path][base].br', 'brotliCompress'],
      ['[path][base].gz', 'gzip'],
    ]);
    expect((plugins[0].options.compressionOptions.params as Record<number, number>)[constants.BROTLI_PARAM_QUALITY]).toBe(11);
    expect(plugins[1].options.compressionOptions).toEqual({ level: 9 });
    for (const { options } of plugins) {
      for (const file of ['main.js', '950.f2bfbfd489.js', 'mf-manifest.json', 'index.html']) expect(options.test.test(file)).toBe(true);
      for (const file of ['icons/icon-192.png', 'main.js.br', 'main.js.gz']) expect(options.test.test(file)).toBe(false);
    }
  });

  it('a development build writes none', () => {
    expect(compressionPlugins('development', true)).toEqual([]);
  });
});

describe('one federation runtime on the page', () => {
  const federationExperiments = (isHost: boolean) => {
    const config = createWebpackConfig({ name: isHost ? 'host' : 'events', dir: __dirname, isHost, exposes: isHost ? undefined : {} })(undefined, {
      mode: 'production',
    });
    const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin') as { _options: { experiments?: Record<string, unknown> } };
    return plugin._options.experiments ?? {};
  };

  it("a remote is built without its own runtime-core and uses the host's (host/src/federation/runtime-plugin.ts)", () => {
    expect(federationExperiments(false)).toMatchObject({ externalRuntime: true });
  });

  it('the host keeps its own', () => {
    expect(federationExperiments(true).externalRuntime).toBeUndefined();
  });
});
