/**
 * The venue path's /events must not load Chakra before its first paint (Lighthouse on the
 * coordinator's /events). Here the Chakra modules throw when loaded, so the module is imported and
 * rendered without @sge/shared/testing (whose provider is Chakra's), it acts without them, and its
 * static import graph is walked, which also sees Chakra's subpath entries. Its islands (`import()`)
 * load on demand: with Chakra failing, they say so and the rest still works.
 */
import * as ts from 'typescript';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ISLAND_TEXTS } from '@sge/shared/venue';
import { MemoryRouter, useLocation } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';
import type { LoginResponse } from '@sge/shared/contract';
import { aDay, anEvent, listBody } from '../features/events/__tests__/fixtures';
import { aLink } from '../features/event-staff/__tests__/fixtures';
import { useStaffStore } from '../features/event-staff/store';
import { useEventStore } from '../features/events/store';
import { localToday } from '../lib/today';
import EventsVenue from '../pages/events-venue';
import { fakeStaffSource } from '../testing/staff-source';

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
  throw new Error('Chakra on the venue path');
});
jest.mock('@sge/shared/motion', () => {
  throw new Error('framer-motion on the venue path');
});
jest.mock('@chakra-ui/react', () => {
  throw new Error('Chakra on the venue path');
});
jest.mock('@emotion/react', () => {
  throw new Error('emotion on the venue path');
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
    .mockImplementation(async (input) => {
      // The opened event's gate screen asks for the event, then its staff (none here).
      const url = String(input instanceof Request ? input.url : input);
      const body = /\/api\/events\/1(\?|$)/.test(url) ? { data: festa } : /\/api\/events(\?|$)/.test(url) ? listBody([festa]) : { data: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
}

const admin = { token: 'token', role: 'ADMIN', username: 'admin', id: 1, photoUrl: null } as LoginResponse;

function Address() {
  const { search } = useLocation();
  return <output aria-label="endereço">{search}</output>;
}

it('renders the list with the Chakra modules made to throw, and its primary button opens the event', async () => {
  serveEvents();
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/events']}>
      <EventsVenue />
      <Address />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Eventos' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Eventos' });
  expect(document.getElementById('sge-venue-css')).toBeInstanceOf(HTMLStyleElement);
  await user.click(within(list).getByRole('button', { name: 'Ver detalhes de Festa de Fim de Ano' }));
  expect(screen.getByRole('status', { name: 'endereço' })).toHaveTextContent('?evento=1');
});

it("says so when the actions' Chakra cannot be loaded, and 'Ver detalhes' still works", async () => {
  useSessionStore.getState().signOut();
  useSessionStore.getState().signIn(admin);
  serveEvents();
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/events']}>
      <EventsVenue />
      <Address />
    </MemoryRouter>,
  );
  const list = await screen.findByRole('list', { name: 'Eventos' });
  await user.click(within(list).getByRole('button', { name: 'Ações de Festa de Fim de Ano' }));
  expect(await screen.findByRole('menuitem', { name: ISLAND_TEXTS.failed })).toBeInTheDocument();
  await user.click(within(list).getByRole('button', { name: 'Ver detalhes de Festa de Fim de Ano' }));
  expect(screen.getByRole('status', { name: 'endereço' })).toHaveTextContent('?evento=1');
});

it("outside a router it reads the browser's address", async () => {
  serveEvents();
  render(<EventsVenue />);
  expect(await screen.findByRole('list', { name: 'Eventos' })).toBeInTheDocument();
});

// ---- The gate screen (`?evento=<id>`): the same light tree, its Chakra parts islands.

function serveGate() {
  const today = localToday();
  const event = anEvent({ id: 1, name: 'Feira da Cidade', eventDays: [aDay(today)] });
  const links = [
    aLink({ id: 11, employeeId: 1, eventDay: today, employeeName: 'Ana', employeeFullName: 'Ana Souza' }),
    aLink({ id: 12, employeeId: 2, eventDay: today, employeeName: 'Bruno', employeeFullName: 'Bruno Lima', checkIn: `${today}T08:00:00`, checkOut: `${today}T17:00:00` }),
  ];
  const device = fakeStaffSource({ links });
  useStaffStore.setState({ ...useStaffStore.getInitialState(), offlineSource: device }, true);
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = /\/api\/events\/1(\?|$)/.test(url)
      ? { data: event }
      : /\/api\/event-employees\/event\/1/.test(url)
        ? { data: links }
        : /\/api\/events(\?|$)/.test(url)
          ? listBody([event])
          : { data: [] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return device;
}

it("paints the gate screen with the Chakra modules made to throw: header, chips, search, cards; a tap is written to the device", async () => {
  const device = serveGate();
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/events?evento=1']}>
      <EventsVenue />
      <Address />
    </MemoryRouter>,
  );
  const list = await screen.findByRole('list', { name: /^Equipe de / });
  const header = screen.getByTestId('gate-header');
  expect(within(header).getByRole('button', { name: 'Feira da Cidade' })).toHaveAttribute('aria-expanded', 'false');
  expect(within(header).getByRole('searchbox', { name: 'Buscar pessoa' })).toBeInTheDocument();
  expect(within(header).getByRole('button', { name: 'Escanear crachá' })).toBeInTheDocument();
  expect(within(header).getByRole('group', { name: 'Filtrar equipe' })).toBeInTheDocument();
  expect(within(header).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);

  await user.click(within(list).getByRole('button', { name: 'Registrar entrada de Ana Souza' }));
  expect(await within(list).findByText(/Entrada registrada às \d{2}:\d{2}/)).toBeInTheDocument();
  expect(device.saved).toHaveLength(1);

  await user.click(within(header).getByRole('button', { name: 'Voltar' }));
  expect(screen.getByRole('status', { name: 'endereço' })).toHaveTextContent(/^$/);
});

it("'Mais ações' says 'Não foi possível carregar; tente novamente' in the menu when Chakra cannot load, and the primary button still works", async () => {
  const device = serveGate();
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/events?evento=1']}>
      <EventsVenue />
    </MemoryRouter>,
  );
  const list = await screen.findByRole('list', { name: /^Equipe de / });
  await user.click(within(list).getByRole('button', { name: 'Mais ações de Bruno Lima' }));
  const menu = await screen.findByRole('menu');
  expect(await within(menu).findByRole('menuitem', { name: ISLAND_TEXTS.failed })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await user.click(within(list).getByRole('button', { name: 'Registrar entrada de Ana Souza' }));
  expect(await within(list).findByText(/Entrada registrada às \d{2}:\d{2}/)).toBeInTheDocument();
  expect(device.saved).toHaveLength(1);
  // 'Detalhes do evento' is an island too: it says so where it opens.
  await user.click(screen.getByRole('button', { name: 'Detalhes do evento' }));
  const details = screen.getByRole('region', { name: 'Detalhes do evento' });
  expect(await within(details).findByRole('button', { name: ISLAND_TEXTS.failed })).toBeInTheDocument();
});

// ---- Static import graph: every module the venue list loads before its first paint, through @sge/shared too.

const SRC = path.resolve(__dirname, '..');
const SHARED_SRC = path.resolve(__dirname, '../../../shared/src');
// luxon too (@sge/shared/format loads it): the venue list's dates come from @sge/shared/format/plain.
const FORBIDDEN = /^(@sge\/shared\/(ui|motion|charts|badges|format)$|@chakra-ui\/|@emotion\/|framer-motion|motion(\/|$)|luxon$)/;

/**
 * The specifiers a module loads before it runs (imports and re-exports that are not type-only,
 * `require`); an `import()` is an island, loaded on demand, and not followed.
 */
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
      if (ts.isIdentifier(node.expression) && node.expression.text === 'require') {
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
  expect(forbiddenImports(path.join(SRC, 'pages/events-venue.tsx'))).toEqual([]);
  // The gate screen is part of it (events-venue.tsx renders it for `?evento=<id>`).
  expect(forbiddenImports(path.join(SRC, 'features/gate/gate-screen.tsx'))).toEqual([]);
  // The walk does see them: the rich page imports Chakra, and so does the dialogs' island.
  expect(forbiddenImports(path.join(SRC, 'pages/events-page.tsx'))).not.toEqual([]);
  expect(forbiddenImports(path.join(SRC, 'features/events/components/event-dialogs.tsx'))).not.toEqual([]);
  expect(forbiddenImports(path.join(SRC, 'features/gate/gate-details.tsx'))).not.toEqual([]);
});
