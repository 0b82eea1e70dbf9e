import { ApiError } from '@sge/shared/http';
import { renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { TEST_PREFIX, TestPage, testDay, type RunCall } from '..';

const entries = () => within(screen.getByRole('log')).queryAllByRole('listitem').map((li) => li.textContent ?? '');

function renderTestPage(scenario: (call: RunCall) => Promise<void>) {
  return renderWithProviders(<TestPage title="Teste de Coisas" description="Executa as chamadas." docsTag="Funcionários" scenario={scenario} />, {
    route: '/things/test',
    session: { token: 'token', role: 'ADMIN', username: 'admin', id: 1 },
  });
}

it('links to its section of the API reference and starts with an empty log', () => {
  renderTestPage(async () => {});
  expect(screen.getByRole('heading', { level: 1, name: 'Teste de Coisas' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'referência da API (Funcionários)' })).toHaveAttribute('href', '/api/docs#/Funcion%C3%A1rios');
  expect(screen.getByRole('log')).toHaveTextContent('Nenhuma chamada executada.');
});

it('logs each call in order with what it sent and what came back; a failed call stops the scenario but not its clean-up', async () => {
  const ran: string[] = [];
  const { user } = renderTestPage(async (call) => {
    try {
      await call('Criar', { method: 'POST', path: '/things', body: { name: `${TEST_PREFIX}Coisa` } }, async () => ({ id: 7 }));
      await call('Atualizar', { method: 'PUT', path: '/things/7' }, async () => {
        throw new ApiError('Conflito na coisa', 409);
      });
      ran.push('after the failure');
    } finally {
      await call('Excluir', { method: 'DELETE', path: '/things/7' }, async () => ({ id: 7 }));
    }
  });

  await user.click(screen.getByRole('button', { name: 'Executar teste' }));
  await waitFor(() => expect(entries()).toHaveLength(3));
  const [created, updated, deleted] = entries();
  expect(created).toMatch(/Criar.*Sucesso.*POST \/api\/things.*"name": "TESTE — Coisa".*"id": 7/s);
  expect(updated).toMatch(/Atualizar.*Erro 409.*PUT \/api\/things\/7.*Conflito na coisa/s);
  expect(deleted).toMatch(/Excluir.*Sucesso.*DELETE \/api\/things\/7/s);
  expect(ran).toEqual([]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Executar teste' })).toBeEnabled());
});

it('starts each run with a fresh log', async () => {
  const { user } = renderTestPage(async (call) => {
    await call('Listar', { method: 'GET', path: '/things' }, async () => []);
  });
  await user.click(screen.getByRole('button', { name: 'Executar teste' }));
  await waitFor(() => expect(entries()).toHaveLength(1));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Executar teste' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Executar teste' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Executar teste' })).toBeEnabled());
  expect(entries()).toHaveLength(1);
});

it('dates test days from today, across a month end', () => {
  expect(testDay(180, new Date(2026, 0, 31, 23, 30))).toBe('2026-07-30');
  expect(testDay(1, new Date(2026, 1, 28))).toBe('2026-03-01');
});
