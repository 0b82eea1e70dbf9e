import { act, fireEvent, renderWithProviders, screen } from '@sge/shared/testing';
import { notify } from '@sge/shared/notify';

// The Chakra part of the app is a chunk of its own; here a marker that says when (and how) it renders.
const richRenders: Array<{ shell: boolean }> = [];
jest.mock('../shell/rich-app', () => ({
  __esModule: true,
  default: ({ shell }: { shell: boolean }) => {
    richRenders.push({ shell });
    return <div data-testid="rich-app" data-shell={String(shell)} />;
  },
}));

import { AppMain } from '../app';

beforeEach(() => {
  richRenders.length = 0;
});

it('signed out, /login shows the lean form and loads no Chakra until the user acts', async () => {
  renderWithProviders(<AppMain />, { route: '/login' });
  const username = screen.getByLabelText(/Usuário/);
  expect(screen.getByRole('main')).toContainElement(username);
  expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  await act(async () => undefined);
  expect(screen.queryByTestId('rich-app')).toBeNull();
  expect(richRenders).toHaveLength(0);
  expect(document.title).toBe('Entrar | SGE');

  fireEvent.change(username, { target: { value: 'ana' } });
  fireEvent.keyDown(username, { key: 'a' });
  // The Chakra part comes (without the shell), and the form the user is typing in stays as it is.
  expect(await screen.findByTestId('rich-app')).toHaveAttribute('data-shell', 'false');
  expect(screen.getByLabelText(/Usuário/)).toBe(username);
  expect(username).toHaveValue('ana');
});

it('loads the Chakra part on /login as soon as a notification must show', async () => {
  renderWithProviders(<AppMain />, { route: '/login' });
  await act(async () => undefined);
  expect(screen.queryByTestId('rich-app')).toBeNull();
  act(() => notify.error('Usuário ou senha inválidos'));
  expect(await screen.findByTestId('rich-app')).toHaveAttribute('data-shell', 'false');
});

it('signed in, renders every page inside the Chakra part with the shell, and no lean form', async () => {
  renderWithProviders(<AppMain />, { route: '/', session: { token: 't', role: 'ADMIN', username: 'ana', id: 1 } });
  expect(await screen.findByTestId('rich-app')).toHaveAttribute('data-shell', 'true');
  expect(screen.queryByLabelText(/Usuário/)).toBeNull();
});
