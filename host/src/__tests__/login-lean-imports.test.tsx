import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@sge/shared/router';

// The sign-in form's code must not bring the offline entry (IndexedDB, sync engine): the phone's first
// screen, which reads it, is a chunk of its own. Loading it here fails the import of the app.
jest.mock('@sge/shared/offline', () => {
  throw new Error('the offline entry on /login');
});
jest.mock('../shell/rich-app', () => ({ __esModule: true, default: () => null }));

import { AppMain } from '../app';

it('renders the signed-out /login without the offline entry', async () => {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <AppMain />
    </MemoryRouter>,
  );
  expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  await act(async () => undefined);
});
