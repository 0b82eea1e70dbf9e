/**
 * @jest-environment node
 */
import ts from 'typescript';
import * as client from '../client';
import * as contract from '../index';

// Jest's CommonJS module scope (shared/ has no Node types: its code runs in browsers).
declare const __dirname: string;
declare const require: (id: string) => unknown;

const CONTRACT_DIR = __dirname.replace(/\/__tests__$/, '');

/**
 * Exports of index.ts that build schemas or hold them, and so stay out of the browser's contract.
 * Each is a schema-building helper (it calls `Type.*` when called) or an object of schemas without
 * TypeBox's kind marker; anything else that is not a schema must be in client.ts.
 */
const SCHEMA_BUILDERS = new Set([
  // TypeBox itself, for the server's own schemas.
  'Type',
  // common.ts: wraps a schema in `{ data }`.
  'Envelope',
  // common.ts: a route's response object (content types → TypeBox strings), not a schema itself.
  'SpreadsheetFileResponseSchema',
  // common.ts: the bounded amounts and dates a user enters (their values are in values/bounds.ts).
  'AmountInputSchema',
  'PositiveAmountSchema',
  'BusinessDateSchema',
  'BirthDateSchema',
  // paging.ts: `{ data: [item], meta }` and the paging fields of a list query.
  'PagedEnvelope',
  'pageFields',
  'pageQueryFields',
]);

/** TypeBox 1.x marks every schema it builds with a `~kind` property ('Object', 'Union', 'String'…). */
const isTypeBoxSchema = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Object.prototype.hasOwnProperty.call(value, '~kind');

describe('the browser contract (client.ts)', () => {
  it('exports every value of index.ts that is not a schema, the same value', () => {
    const values = Object.entries(contract).filter(([name, value]) => !isTypeBoxSchema(value) && !SCHEMA_BUILDERS.has(name));
    // Guards the filter itself: the contract has some hundred values (labels, limits, checks).
    expect(values.length).toBeGreaterThan(100);
    const missing = values.filter(([name]) => !(name in client)).map(([name]) => name);
    expect(missing).toEqual([]);
    const different = values.filter(([name, value]) => (client as Record<string, unknown>)[name] !== value).map(([name]) => name);
    expect(different).toEqual([]);
  });

  it('exports nothing index.ts lacks, and no schema', () => {
    const entries = Object.entries(client);
    expect(entries.filter(([, value]) => isTypeBoxSchema(value)).map(([name]) => name)).toEqual([]);
    expect(entries.filter(([name, value]) => (contract as Record<string, unknown>)[name] !== value).map(([name]) => name)).toEqual([]);
  });

  it('reaches no typebox import from its source files', () => {
    const { files, packages } = runtimeImports(`${CONTRACT_DIR}/client.ts`);
    // Guards the walk itself: it follows client.ts's re-exports into the values modules.
    expect(files).toEqual(expect.arrayContaining(['client.ts', 'rules.ts', 'values/admin.ts', 'values/events.ts']));
    expect(packages.filter((p) => p === 'typebox' || p.startsWith('typebox/'))).toEqual([]);
  });

  it('is what the browser builds load for @sge/shared/contract', () => {
    const { createWebpackConfig } = require('../../../build/webpack.cjs') as {
      createWebpackConfig: (o: { name: string; dir: string; exposes?: Record<string, string> }) => (
        env: unknown,
        argv: { mode: string },
      ) => { resolve: { alias: Record<string, string> } };
    };
    const config = createWebpackConfig({ name: 'events', dir: __dirname, exposes: {} })(undefined, { mode: 'production' });
    expect(config.resolve.alias['@sge/shared/contract$']).toBe(`${CONTRACT_DIR}/client.ts`);
  });
});

/**
 * Walks the imports and re-exports that survive compilation (not `import type` / `export type`),
 * from a source file through every module of this package it reaches, resolved as the bundler does.
 * Returns the files reached (relative to the contract's folder) and the packages imported on the way.
 */
function runtimeImports(entry: string): { files: string[]; packages: string[] } {
  const options: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = ts.sys.readFile(file);
    if (text === undefined) throw new Error(`cannot read ${file}`);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const specifiers: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
        specifiers.push(node.moduleSpecifier.text);
      } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        specifiers.push(node.moduleSpecifier.text);
      } else if (
        ts.isCallExpression(node) &&
        (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
        node.arguments.length > 0 &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        specifiers.push(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const specifier of specifiers) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      if (!resolved) throw new Error(`${file}: cannot resolve ${specifier}`);
      queue.push(resolved.resolvedFileName);
    }
  }
  const relative = (f: string) => (f.startsWith(`${CONTRACT_DIR}/`) ? f.slice(CONTRACT_DIR.length + 1) : f);
  return { files: [...seen].map(relative).sort(), packages: [...packages].sort() };
}
