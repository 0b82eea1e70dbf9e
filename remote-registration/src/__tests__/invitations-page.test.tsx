import type { InvitationLink } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { type ApiReply, deferred, mockApi, renderWithProviders, screen, waitFor, waitForElementToBeRemoved, within } from '@sge/shared/testing';
import { aLink, aPage, setText } from '../features/registration/__tests__/fixtures';
import InvitationsPage from '../pages/invitations-page';

jest.setTimeout(30_000);

const session = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 };
const renderPage = () => renderWithProviders(<InvitationsPage />, { route: '/registration/invitations', session });
const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));
const rowOf = (label: string) => within(screen.getByRole('cell', { name: label }).closest('tr') as HTMLElement);

const LINKS: InvitationLink[] = [
  aLink({ id: 1, label: 'Casamento Silva', status: 'ACTIVE', uses: 2, maxUses: 20, eventName: 'Casamento', function: 'Garçom' }),
  aLink({ id: 2, label: 'Congresso', status: 'EXPIRED', uses: 0, maxUses: 5, expiresOn: '2026-01-01' }),
  aLink({ id: 3, label: 'Feira', status: 'EXHAUSTED', uses: 5, maxUses: 5 }),
  aLink({ id: 4, label: 'Show', status: 'REVOKED', uses: 1, maxUses: 10, revokedAt: '2026-01-05T10:00:00.000Z' }),
];

it('lists the links with status badges (text, not only colour), uses, validity and target', async () => {
  mockApi({ 'GET /api/pre-registration/links': { body: aPage(LINKS) } });
  renderPage();

  expect(screen.getByRole('heading', { level: 1, name: 'Convites' })).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'Casamento Silva' });
  expect(rowOf('Casamento Silva').getByText('Ativo')).toBeInTheDocument();
  expect(rowOf('Casamento Silva').getByText('2 de 20')).toBeInTheDocument();
  expect(rowOf('Casamento Silva').getByText('Casamento · Garçom')).toBeInTheDocument();
  expect(rowOf('Casamento Silva').getByText('31/01/2030')).toBeInTheDocument();
  expect(rowOf('Congresso').getByText('Expirado')).toBeInTheDocument();
  expect(rowOf('Feira').getByText('Esgotado')).toBeInTheDocument();
  expect(rowOf('Show').getByText('Revogado')).toBeInTheDocument();
  expect(rowOf('Show').getByRole('button', { name: 'Revogar Show' })).toBeDisabled();
  expect(rowOf('Feira').getByRole('button', { name: 'Revogar Feira' })).toBeEnabled();
});

it('shows loading, then the empty state', async () => {
  const reply = deferred<ApiReply>();
  mockApi({ 'GET /api/pre-registration/links': () => reply.promise });
  renderPage();
  expect(screen.getByText('Carregando dados...')).toBeInTheDocument();
  reply.resolve({ body: aPage([]) });
  await waitForElementToBeRemoved(() => screen.queryByText('Carregando dados...'));
  expect(screen.getByText('Nenhum dado disponível')).toBeInTheDocument();
});

it('shows an error state when the list cannot be loaded', async () => {
  mockApi({ 'GET /api/pre-registration/links': { status: 500, body: { message: 'Erro interno do servidor' } } });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os convites');
});

it('copies the public URL of a link to the clipboard', async () => {
  mockApi({ 'GET /api/pre-registration/links': { body: aPage(LINKS) } });
  const { user } = renderPage();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  await screen.findByRole('cell', { name: 'Casamento Silva' });

  await user.click(rowOf('Casamento Silva').getByRole('button', { name: 'Copiar link de Casamento Silva' }));

  await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/registration/pre-registration?token=tok_AbC-123_xyz'));
  expect(notifications()).toContainEqual({ color: 'success', text: 'Link copiado para a área de transferência' });
});

it('says so when the browser refuses to copy', async () => {
  mockApi({ 'GET /api/pre-registration/links': { body: aPage(LINKS) } });
  const { user } = renderPage();
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  await screen.findByRole('cell', { name: 'Casamento Silva' });
  await user.click(screen.getByRole('button', { name: 'Copiar link de Casamento Silva' }));
  await waitFor(() =>
    expect(notifications()).toContainEqual({ color: 'error', text: 'Não foi possível copiar o link. Selecione-o e copie manualmente.' }),
  );
});

it('revokes a link after confirmation, then reloads the list', async () => {
  let links = LINKS;
  const calls = mockApi({
    'GET /api/pre-registration/links': () => ({ body: aPage(links) }),
    'POST /api/pre-registration/links/1/revoke': () => {
      links = links.map((l) => (l.id === 1 ? { ...l, status: 'REVOKED' as const } : l));
      return { body: { data: links[0] } };
    },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Casamento Silva' });

  await user.click(screen.getByRole('button', { name: 'Revogar Casamento Silva' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Revogar convite' }));
  expect(dialog.getByText(/deixará de aceitar cadastros/)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Revogar Casamento Silva' }));
  await user.click(within(await screen.findByRole('alertdialog', { name: 'Revogar convite' })).getByRole('button', { name: 'Revogar' }));

  await waitFor(() => expect(rowOf('Casamento Silva').getByText('Revogado')).toBeInTheDocument());
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/pre-registration/links/1/revoke']);
  expect(notifications()).toContainEqual({ color: 'success', text: 'Convite revogado' });
});

it('creates a link for an event and a function, then shows its URL to copy', async () => {
  let links: InvitationLink[] = [];
  const created = aLink({ id: 9, label: 'Equipe extra', token: 'novo_token', maxUses: 15 });
  const calls = mockApi({
    'GET /api/pre-registration/links': () => ({ body: aPage(links) }),
    'GET /api/events': {
      body: {
        data: [
          { id: 5, name: 'Congresso Médico', isFinalized: false },
          { id: 6, name: 'Evento encerrado', isFinalized: true },
        ],
      },
    },
    'POST /api/pre-registration/links': () => {
      links = [created];
      return { status: 201, body: { data: created } };
    },
  });
  const { user } = renderPage();
  await screen.findByText('Nenhum dado disponível');

  await user.click(screen.getByRole('button', { name: 'Novo convite' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Novo convite' }));
  await waitFor(() => expect(dialog.getByRole('option', { name: 'Congresso Médico' })).toBeInTheDocument());
  expect(dialog.queryByRole('option', { name: 'Evento encerrado' })).not.toBeInTheDocument();
  // GET /events is paged: the dialog asks for the events not finalized, in one page of the largest size.
  expect(Object.fromEntries(calls.find((c) => c.path === '/api/events')!.query)).toEqual({ status: 'active', pageSize: '200' });

  await user.type(dialog.getByRole('textbox', { name: /^Descrição/ }), 'Equipe extra');
  setText(dialog.getByLabelText(/^Válido até/), '2030-02-15');
  const uses = dialog.getByRole('spinbutton', { name: /^Máximo de usos/ });
  await user.clear(uses);
  await user.type(uses, '15');
  await user.selectOptions(dialog.getByRole('combobox', { name: /^Evento/ }), 'Congresso Médico');
  await user.selectOptions(dialog.getByRole('combobox', { name: /^Função/ }), 'Barman');
  await user.click(dialog.getByRole('button', { name: 'Criar convite' }));

  const done = within(await screen.findByRole('dialog', { name: 'Convite criado' }));
  expect(done.getByRole('textbox', { name: 'Link do convite' })).toHaveValue('http://localhost/registration/pre-registration?token=novo_token');
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
    label: 'Equipe extra',
    expiresOn: '2030-02-15',
    maxUses: 15,
    eventId: 5,
    function: 'Barman',
  });
  expect(notifications()).toContainEqual({ color: 'success', text: 'Convite criado com sucesso' });

  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  await user.click(done.getByRole('button', { name: 'Copiar link' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/registration/pre-registration?token=novo_token'));

  await user.click(done.getByRole('button', { name: 'Concluir' }));
  expect(await screen.findByRole('cell', { name: 'Equipe extra' })).toBeInTheDocument();
});

it('refuses an expiry date before today in the create dialog', async () => {
  const calls = mockApi({ 'GET /api/pre-registration/links': { body: aPage([]) }, 'GET /api/events': { body: { data: [] } } });
  const { user } = renderPage();
  await screen.findByText('Nenhum dado disponível');
  await user.click(screen.getByRole('button', { name: 'Novo convite' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Novo convite' }));
  setText(dialog.getByLabelText(/^Válido até/), '2020-01-01');
  expect(dialog.getByText('A validade não pode ser anterior a hoje')).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: 'Criar convite' })).toHaveAttribute('aria-disabled', 'true');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('filters by status, searches and sorts the links on the server (issue 14)', async () => {
  const calls = mockApi({ 'GET /api/pre-registration/links': { body: aPage(LINKS, { total: 48 }) } });
  const { user } = renderPage();
  expect(await screen.findByText('Exibindo 1 a 4 de 48 itens')).toBeInTheDocument();
  const lists = () => calls.map((c) => Object.fromEntries(c.query));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por' }), 'Expirado');
  await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', pageSize: '10', status: 'EXPIRED' }));
  await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'casamento');
  await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', pageSize: '10', status: 'EXPIRED', search: 'casamento' }), { timeout: 3000 });
  await user.click(screen.getByRole('button', { name: /Evento \/ função/ }));
  await waitFor(() => expect(lists().at(-1)).toMatchObject({ sort: 'eventName', status: 'EXPIRED' }));
  await user.click(screen.getByRole('button', { name: 'Página 2' }));
  await waitFor(() => expect(lists().at(-1)).toMatchObject({ page: '2', sort: 'eventName' }));
});
