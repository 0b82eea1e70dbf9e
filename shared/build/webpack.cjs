// One webpack configuration for all six apps (host and remotes): ts-loader, module federation with the
// shared singletons of DESIGN.md §3, swc minification, [name].js entries and hashed chunks.
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');

const sharedPkg = require('../package.json');

/**
 * The browser's contract: its values without the TypeBox schemas (shared/src/contract/client.ts), so
 * no app downloads or evaluates TypeBox. Type checking and jest keep index.ts.
 */
const CLIENT_CONTRACT = path.resolve(__dirname, '../src/contract/client.ts');

/**
 * The @sge/shared entries shared as singletons (each ships whole, so each stays lean). TanStack Query
 * is shared through `query` (its own entry: the sign-in form, which needs `http`, does not load it).
 */
const SHARED_ENTRIES = ['contract', 'session', 'access', 'http', 'query', 'notify', 'format', 'offline', 'router', 'ui', 'venue', 'charts', 'badges', 'motion'];

/** Shared singletons: react (with its jsx runtime and client), zustand, emotion, luxon and @sge/shared. */
function sharedModules() {
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
  const shared = {
    react: singleton('^19.2.0'),
    'react/jsx-runtime': singleton('^19.2.0'),
    'react-dom': singleton('^19.2.0'),
    'react-dom/client': singleton('^19.2.0'),
    zustand: singleton('^5.0.0'),
    '@emotion/react': singleton('^11.14.0'),
    luxon: singleton('^3.7.0'),
  };
  for (const entry of SHARED_ENTRIES) {
    shared[`@sge/shared/${entry}`] = { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version };
  }
  return shared;
}

/** What the server may send precompressed: the text assets of a build (scripts, manifests, HTML). */
const COMPRESSIBLE = /\.(js|mjs|json|html|css|svg|txt)$/;

/**
 * Every text asset of a production build, also written as `<file>.br` (brotli, quality 11) and
 * `<file>.gz` (gzip, level 9), which the server sends as they are (`@fastify/static` `preCompressed`)
 * instead of compressing each response on the fly at `@fastify/compress`'s brotli quality 4: the
 * same scripts arrive about 15% smaller (Chakra's chunk 80 → 69 KB, react-dom 56 → 48 KB), which on
 * a phone's connection is most of the first load's time. Files under 1 KiB or that barely shrink are
 * left to the server.
 */
function compressionPlugins() {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

/**
 * `<link rel="preload" as="script">` in index.html's head for the async chunks holding the given
 * modules (matched on their resource path). The shared react-dom is asked by the federation runtime
 * only once `main.js` has run, behind the small shared chunks queued before it on HTTP/1.1's six
 * connections: on Lighthouse's simulated phone, its 48 KB were the last script before the first
 * screen (signed in) and the sign-in form. Preloaded from the document, they arrive with `main.js`.
 */
class PreloadChunksPlugin {
  /** @param {RegExp[]} modules */
  constructor(modules) {
    this.modules = modules;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '/' : String(compilation.outputOptions.publicPath ?? '/');
        const files = new Set();
        for (const chunk of compilation.chunks) {
          if (chunk.canBeInitial()) continue;
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            const resource = module.resource ?? module.rootModule?.resource;
            if (resource && this.modules.some((re) => re.test(resource))) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            }
          }
        }
        for (const file of [...files].sort()) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${publicPath}${file}` }));
        }
      });
    });
  }
}

/** V8's magic comment: every function of the file is compiled with the file (explicit compile hints). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Modules of the libraries only some screens call into (framer-motion, recharts and d3): most of their
 * functions never run on a given page, so their chunks keep V8's lazy compilation. Chakra and its zag
 * machines are not among them: every Chakra screen evaluates them at once (the venue path's idle
 * preload, the back office's start), and compiled on the main thread, function by function, they were
 * about a third of that task (a CPU profile of `/events` on a phone at CPU ×4: the preload's two long
 * tasks 150–204 + 100–162 ms lazily compiled, 78–143 + 73–125 ms with the hint).
 */
const LAZY_COMPILED_MODULES = [/[\\/]node_modules[\\/](\.pnpm[\\/])?(framer-motion|motion-dom|motion-utils|recharts|d3-[a-z-]+|victory-vendor)[\\/+@]/];

/** Whether a chunk holding modules at these paths gets the compile hint. */
function wantsCompileHint(resources) {
  return !resources.some((resource) => LAZY_COMPILED_MODULES.some((re) => re.test(resource)));
}

/**
 * Puts V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) at the top of each
 * script whose functions the start runs: main.js, react-dom, the shared singletons and the apps'
 * own chunks. Such a script is compiled whole while it streams in, off the main thread, instead of
 * function by function on the main thread as each is first called: on Lighthouse's simulated phone
 * main.js's task 180–260 → about 105 ms, and /events' Total Blocking Time about 400 → 170 ms.
 * Chunks of the chart and motion libraries keep lazy compilation (LAZY_COMPILED_MODULES). Other browsers
 * read the line as a comment.
 */
class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which drops comments), before compression (which must see the line).
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          for (const chunk of compilation.chunks) {
            const resources = [];
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              for (const inner of module.modules ?? [module]) if (inner.resource) resources.push(inner.resource);
            }
            if (!wantsCompileHint(resources)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}

/** The modules index.html preloads (PreloadChunksPlugin): react-dom's client, which every first screen renders with. */
const PRELOADED_MODULES = [/[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/];

/**
 * @param {object} options
 * @param {string} options.name federation name (host, events, financial, inventory, registration, admin)
 * @param {string} options.dir the app's folder (__dirname of its webpack.config.js)
 * @param {Record<string,string>} [options.exposes] for remotes: './PageName' → './src/pages/page.tsx'
 * @param {boolean} [options.isHost]
 * @param {string[]} [options.runtimePlugins]
 * @param {import('webpack').WebpackPluginInstance[]} [options.plugins]
 */
function createWebpackConfig({ name, dir, exposes, isHost = false, runtimePlugins = [], plugins = [] }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: `sge_${name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        // The shared `@sge/shared/contract` singleton is built from client.ts too: federation's
        // provide and consume-fallback modules resolve through this alias (checked in the dist).
        alias: { '@sge/shared/contract$': CLIENT_CONTRACT },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              // ts-loader, transpile only (types are checked by `pnpm typecheck`): the design card's
              // loader, measured within 1.3× of swc-loader's build time (docs/dependencies.md).
              loader: require.resolve('ts-loader'),
              options: {
                transpileOnly: true,
                configFile: path.join(dir, 'tsconfig.json'),
                compilerOptions: {
                  noEmit: false,
                  allowJs: true,
                  sourceMap: false,
                  declaration: false,
                  target: 'es2020',
                  module: 'esnext',
                  jsx: production ? 'react-jsx' : 'react-jsxdev',
                },
              },
            },
          },
          { test: /\.(png|svg|jpe?g|webp|ico|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedModules(),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: !isHost ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          // A remote uses the host's federation runtime-core (set by the host's runtime plugin before
          // any remote loads) instead of carrying its own: each remoteEntry.js 26 → 8.5 KB of brotli,
          // and one runtime evaluated on the page instead of one per remote.
          experiments: isHost ? {} : { externalRuntime: true },
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), scriptLoading: 'defer', inject: 'body' }),
              ...(production ? [new PreloadChunksPlugin(PRELOADED_MODULES)] : []),
            ]
          : []),
        ...plugins,
        ...(production ? [new CompileHintsPlugin(), ...compressionPlugins()] : []),
      ],
      optimization: {
        // Profiling a production build: SGE_NO_MINIFY=1 keeps function names, SGE_NAMED_IDS=1 keeps module
        // paths as ids (which module costs what in a trace).
        minimize: production && !process.env.SGE_NO_MINIFY,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        moduleIds: production && !process.env.SGE_NAMED_IDS ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'warn' },
    };
  };
}

module.exports = { createWebpackConfig, sharedModules, SHARED_ENTRIES, PreloadChunksPlugin, PRELOADED_MODULES, CompileHintsPlugin, COMPILE_HINT };
