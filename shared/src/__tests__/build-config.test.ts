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

describe("index.html preloads react-dom's chunk (PreloadChunksPlugin)", () => {
  interface TagGroups {
    headTags: { tagName: string; attributes: Record<string, string | boolean> }[];
  }
  interface HtmlPluginStatic {
    getHooks: (c: object) => { alterAssetTagGroups: { promise: (data: TagGroups) => Promise<TagGroups> } };
  }
  const { PreloadChunksPlugin, PRELOADED_MODULES } = require('../../build/webpack.cjs') as {
    PreloadChunksPlugin: new (modules: RegExp[]) => { apply: (compiler: object) => void };
    PRELOADED_MODULES: RegExp[];
  };
  const HtmlWebpackPlugin = require('html-webpack-plugin') as HtmlPluginStatic;
  const reactDomClient = '/w/node_modules/.pnpm/react-dom@19.2.4_react@19.2.4/node_modules/react-dom/cjs/react-dom-client.production.js';

  it('matches the react-dom client build only', () => {
    const matches = (path: string) => PRELOADED_MODULES.some((re) => re.test(path));
    expect(matches(reactDomClient)).toBe(true);
    expect(matches('/w/node_modules/react-dom/client.js')).toBe(false);
    expect(matches('/w/node_modules/react/index.js')).toBe(false);
  });

  it("adds a low-priority script preload of each async chunk holding the module, in the host's production build only", async () => {
    const chunk = (files: string[], resources: string[], initial = false) => ({ files, initial, resources });
    const chunks = [
      chunk(['main.js'], [reactDomClient], true),
      chunk(['950.abc.js'], ['/w/x.js', reactDomClient]),
      chunk(['179.def.js'], ['/w/node_modules/react-dom/client.js']),
    ];
    const compilation = {
      outputOptions: { publicPath: '/' },
      chunks: chunks.map((c) => ({ files: new Set(c.files), canBeInitial: () => c.initial, resources: c.resources })),
      chunkGraph: { getChunkModulesIterable: (c: { resources: string[] }) => c.resources.map((resource) => ({ resource })) },
    };
    const compiler = { hooks: { compilation: { tap: (_name: string, fn: (c: object) => void) => fn(compilation) } } };
    new PreloadChunksPlugin(PRELOADED_MODULES).apply(compiler);
    const data = await HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.promise({ headTags: [] });
    expect(data.headTags.map((t) => [t.tagName, t.attributes])).toEqual([['link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: '/950.abc.js' }]]);

    const plugins = (mode: string, isHost: boolean) =>
      (createWebpackConfig({ name: isHost ? 'host' : 'events', dir: __dirname, isHost, exposes: isHost ? undefined : {} })(undefined, { mode }).plugins as object[]).filter(
        (p) => p instanceof PreloadChunksPlugin,
      );
    expect(plugins('production', true)).toHaveLength(1);
    expect(plugins('production', false)).toHaveLength(0);
    expect(plugins('development', true)).toHaveLength(0);
  });
});

describe("V8's compile hint on the scripts the start runs (CompileHintsPlugin)", () => {
  interface Fs {
    mkdtempSync(prefix: string): string;
    mkdirSync(path: string, options: { recursive: boolean }): void;
    writeFileSync(path: string, data: string): void;
    readFileSync(path: string, encoding: 'utf8'): string;
    readdirSync(path: string): string[];
    rmSync(path: string, options: { recursive: boolean; force: boolean }): void;
  }
  type Compiler = { run(cb: (err: Error | null, stats?: { hasErrors(): boolean; toString(): string }) => void): void };
  const fs = require('node:fs') as Fs;
  const { tmpdir } = require('node:os') as { tmpdir(): string };
  const { join } = require('node:path') as { join(...parts: string[]): string };
  const webpack = require('webpack') as (config: object) => Compiler;
  const { CompileHintsPlugin, COMPILE_HINT } = require('../../build/webpack.cjs') as { CompileHintsPlugin: new () => object; COMPILE_HINT: string };

  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(join(tmpdir(), 'sge-hints-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(join(dir, file, '..'), { recursive: true });
      fs.writeFileSync(join(dir, file), text);
    };
    write('src/index.js', "import('./page').then((m) => m.show());\nimport('@chakra-ui/react').then((m) => m.Button());\nimport('recharts').then((m) => m.LineChart());\n");
    write('src/page.js', 'export function show() { return document.title; }\n');
    write('node_modules/@chakra-ui/react/package.json', JSON.stringify({ name: '@chakra-ui/react', version: '3.37.0', main: 'index.js' }));
    write('node_modules/@chakra-ui/react/index.js', 'export function Button() { return "button"; }\nexport function Dialog() { return "dialog"; }\n');
    write('node_modules/recharts/package.json', JSON.stringify({ name: 'recharts', version: '3.0.0', main: 'index.js' }));
    write('node_modules/recharts/index.js', 'export function LineChart() { return "line"; }\nexport function PieChart() { return "pie"; }\n');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is the first line of the entry, the app chunks and Chakra, minified, and not of a chart library chunk', async () => {
    const out = join(dir, 'dist');
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { main: './src/index.js' },
      output: { path: out, filename: '[name].js', chunkFilename: '[name].chunk.js' },
      optimization: { chunkIds: 'named' },
      plugins: [new CompileHintsPlugin()],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((err, stats) => (err ? reject(err) : stats?.hasErrors() ? reject(new Error(stats.toString())) : resolve())),
    );
    const files = fs.readdirSync(out);
    const read = (match: string) => fs.readFileSync(join(out, files.find((f) => f.includes(match)) ?? 'missing'), 'utf8');
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(read('main.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(read('src_page_js').startsWith(COMPILE_HINT)).toBe(true);
    // Chakra runs on every screen that loads it (the islands' preload, the back office's start).
    expect(read('chakra-ui').startsWith(COMPILE_HINT)).toBe(true);
    const library = read('recharts');
    expect(library).toContain('"line"');
    expect(library).not.toContain('allFunctionsCalledOnLoad');
  }, 60_000);
});
