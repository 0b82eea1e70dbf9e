import { renderWithProviders, screen } from '@sge/shared/testing';
import CategoriesPage from '../pages/categories-page';
import ServiceCatalogPage from '../pages/service-catalog-page';
import PaymentGatewaysPage from '../pages/payment-gateways-page';
import SystemSettingsPage from '../pages/system-settings-page';

it.each([
  ['Categorias', CategoriesPage],
  ['Catálogo de Serviços', ServiceCatalogPage],
  ['Gateways de Pagamento', PaymentGatewaysPage],
  ['Sistema', SystemSettingsPage],
] as const)('%s shows its title and says it is under construction', (title, Page) => {
  renderWithProviders(<Page />);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('Em construção')).toBeInTheDocument();
});
