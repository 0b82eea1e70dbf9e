import { renderWithProviders, screen, userEvent } from '@sge/shared/testing';
import { SplashScreen } from '../shell/splash-screen';

it('shows the title, the progress and the status text', () => {
  renderWithProviders(<SplashScreen progress={40} status="Carregando configurações..." failed={false} onRetry={() => undefined} />);
  expect(screen.getByRole('heading', { name: 'Sistema de Gestão de Eventos' })).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  expect(screen.getByRole('status')).toHaveTextContent('Carregando configurações...');
});

it("says 'Erro ao inicializar aplicação' on failure and retries", async () => {
  const onRetry = jest.fn();
  renderWithProviders(<SplashScreen progress={33} status="x" failed onRetry={onRetry} />);
  expect(screen.getByRole('status')).toHaveTextContent('Erro ao inicializar aplicação');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(onRetry).toHaveBeenCalled();
});
