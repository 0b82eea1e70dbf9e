/**
 * The phone's first screen of /events must not load Chakra (Lighthouse on the coordinator's /events:
 * Chakra and emotion are the script the first screen exists to avoid). Here the Chakra modules throw
 * when loaded, so the module is imported and rendered without @sge/shared/testing (whose provider is
 * Chakra's); and its static import graph is walked, which also sees Chakra's subpath entries.
 */
import * as ts from 'typescript';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';
import type { LoginResponse } from '@sge/shared/contract';
import { anEvent, listBody } from '../features/events/__tests__/fixtures';
import { useEventStore } from '../features/events/store';
import EventsFirstScreen from '../pages/events-first-screen';

// No Node types in the remotes (their code runs in the browser): the few Node names used are declared.
declare const __dirname: string;
declare const require: {
  (id: 'node:fs'): { readFileSync: (file: string, encoding: 'utf8') => string; existsSync: (file: string) => boolean };
  (id: 'node:path'): {
    resolve: (...parts: string[]) => string;
    join: (...parts: string[]) => string;
    dirname: (file: string) => string;
    relative: (from: string, to: string) => string;
  };
};
const { readFileSync, existsSync } = require('node:fs');
const path = require('node:path');

jest.mock('@sge/shared/ui', () => {
  throw new Error('Chakra on the first screen');
});
jest.mock('@sge/shared/motion', () => {
  throw new Error('framer-motion on the first screen');
});
jest.mock('@chakra-ui/react', () => {
  throw new Error('Chakra on the first screen');
});
jest.mock('@emotion/react', () => {
  throw new Error('emotion on the first screen');
});

const coordinator = { token: 'token', role: 'COORDINATOR', username: 'coordenador', id: 2, photoUrl: null } as LoginResponse;

beforeEach(() => {
  useEventStore.setState(useEventStore.getInitialState(), true);
  useSessionStore.getState().signOut();
  useSessionStore.getState().signIn(coordinator);
});

function serveEvents() {
  const festa = anEvent({ id: 1, name: 'Festa de Fim de Ano', location: 'Salão Central' });
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(listBody([festa])), { status: 200, headers: { 'Content-Type': 'application/json' } }));
}

it('renders the list with the Chakra modules made to throw', async () => {
  serveEvents();
  render(
    <MemoryRouter initialEntries={['/events']}>
      <EventsFirstScreen />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Eventos' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Eventos' });
  expect(within(list).getByRole('button', { name: 'Ver detalhes de Festa de Fim de Ano' })).toHaveAttribute('data-handover', 'open-event:1');
  expect(document.getElementById('sge-lean-events')).toBeInstanceOf(HTMLStyleElement);
});

it("outside a router it reads the browser's address", async () => {
  serveEvents();
  render(<EventsFirstScreen />);
  expect(await screen.findByRole('list', { name: 'Eventos' })).toBeInTheDocument();
});

// ---- Static import graph: every module the first screen loads at run time, through @sge/shared too.

const SRC = path.resolve(__dirname, '..');
const SHARED_SRC = path.resolve(__dirname, '../../../shared/src');
// luxon too (@sge/shared/format loads it): the first screen's dates come from @sge/shared/format/plain.
const FORBIDDEN = /^(@sge\/shared\/(ui|motion|charts|badges|format)$|@chakra-ui\/|@emotion\/|framer-motion|motion(\/|$)|luxon$)/;

/** The specifiers a module loads at run time (imports and re-exports that are not type-only). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name && clause.namedBindings !== undefined && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = node.isTypeOnly || (node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && node.exportClause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0])) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require')) {
        found.push(node.arguments[0].text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The source file of a relative or @sge/shared specifier; null for a package. */
function resolveSource(from: string, specifier: string): string | null {
  const base = specifier.startsWith('.')
    ? path.resolve(path.dirname(from), specifier)
    : specifier.startsWith('@sge/shared/')
      ? path.join(SHARED_SRC, specifier.slice('@sge/shared/'.length))
      : null;
  if (base === null) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  const file = candidates.find((c) => existsSync(c) && /\.tsx?$/.test(c));
  if (!file) throw new Error(`Cannot resolve ${specifier} from ${from}`);
  return file;
}

/** Each forbidden import reachable from `entry`, with the chain that reaches it. */
function forbiddenImports(entry: string): string[] {
  const offences: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      const via = [...chain, specifier];
      if (FORBIDDEN.test(specifier)) offences.push(via.join(' → '));
      const next = resolveSource(file, specifier);
      if (next) walk(next, via);
    }
  };
  walk(entry, [path.relative(SRC, entry)]);
  return offences;
}

it('imports nothing that loads Chakra, emotion, framer-motion or luxon, at any depth', () => {
  expect(forbiddenImports(path.join(SRC, 'pages/events-first-screen.tsx'))).toEqual([]);
  // The walk does see them: the rich page imports Chakra.
  expect(forbiddenImports(path.join(SRC, 'pages/events-page.tsx'))).not.toEqual([]);
});
