import { renderWithProviders, screen } from '@sge/shared/testing';
import EventsPage from '../pages/events-page';
import EventsTestPage from '../pages/events-test-page';
import EventDayManagementTestPage from '../pages/event-day-management-test-page';

it.each([
  ['Eventos', EventsPage],
  ['Teste de Eventos', EventsTestPage],
  ['Teste de Gestão de Dias de Evento', EventDayManagementTestPage],
] as const)('%s shows its title and says it is under construction', (title, Page) => {
  renderWithProviders(<Page />);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('Em construção')).toBeInTheDocument();
});
