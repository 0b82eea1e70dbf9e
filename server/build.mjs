// Bundles the server for `node dist/main.js`: dist/main.js, dist/pglite-worker.js (the embedded
// database thread) and dist/migrations/. CommonJS output, Node 20. Dependencies stay in
// node_modules, except the workspace contract and typebox (ESM-only), which are bundled in.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const BUNDLED = new Set(['typebox']);

rmSync(dist, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies).filter((name) => !BUNDLED.has(name)),
  logLevel: 'warning',
});

cpSync(path.join(root, 'migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`built ${path.relative(process.cwd(), dist) || 'dist'}: main.js, pglite-worker.js, migrations/`);
