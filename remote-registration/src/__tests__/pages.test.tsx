import { renderWithProviders, screen } from '@sge/shared/testing';
import RegisterPage from '../pages/register-page';
import PreRegistrationPage from '../pages/pre-registration-page';
import RegistrationRequestsPage from '../pages/registration-requests-page';
import InvitationsPage from '../pages/invitations-page';

it.each([
  ['Cadastro', RegisterPage],
  ['Pré-cadastro', PreRegistrationPage],
  ['Solicitações de Cadastro', RegistrationRequestsPage],
  ['Convites', InvitationsPage],
] as const)('%s shows its title and says it is under construction', (title, Page) => {
  renderWithProviders(<Page />);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('Em construção')).toBeInTheDocument();
});
