import { renderWithProviders, screen } from '@sge/shared/testing';
import { FinalizeEventDialog, staffWithoutCheckIn } from '../components/finalize-event-dialog';
import { aDay, aDayEmployee, anEvent } from './fixtures';

const manager = { token: 't', role: 'MANAGER' as const, username: 'gerente', id: 2 };
const IN = '2030-01-10T11:00:00.000Z';

const event = anEvent({
  name: 'Congresso',
  eventDays: [
    aDay('2030-01-10', [aDayEmployee({ id: 1, checkIn: IN }), aDayEmployee({ id: 2, checkIn: null }), aDayEmployee({ id: 3, checkIn: null })]),
    aDay('2030-01-11', [aDayEmployee({ id: 4, checkIn: null })]),
  ],
});

it('counts the staff days with no check-in, over every day', () => {
  expect(staffWithoutCheckIn(event)).toBe(3);
  expect(staffWithoutCheckIn(anEvent({ eventDays: [aDay('2030-01-10', [aDayEmployee({ checkIn: IN })])] }))).toBe(0);
});

it('warns first when some of the staff never checked in', async () => {
  renderWithProviders(<FinalizeEventDialog open event={event} onClose={() => undefined} />, { session: manager });
  const dialog = await screen.findByRole('alertdialog', { name: 'Finalizar evento' });
  expect(dialog).toHaveTextContent('3 escalados sem entrada registrada. Finalizar mesmo assim?');
  expect(screen.getByTestId('finalize-warning')).toHaveTextContent(/^3 escalados/);
});

it('says it in the singular for one', async () => {
  const one = anEvent({ eventDays: [aDay('2030-01-10', [aDayEmployee({ checkIn: null })])] });
  renderWithProviders(<FinalizeEventDialog open event={one} onClose={() => undefined} />, { session: manager });
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('1 escalado sem entrada registrada. Finalizar mesmo assim?');
});

it('asks only the usual question when everyone checked in', async () => {
  const all = anEvent({ name: 'Feira', eventDays: [aDay('2030-01-10', [aDayEmployee({ checkIn: IN })])] });
  renderWithProviders(<FinalizeEventDialog open event={all} onClose={() => undefined} />, { session: manager });
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('Deseja finalizar o evento Feira?');
  expect(screen.queryByTestId('finalize-warning')).not.toBeInTheDocument();
});
