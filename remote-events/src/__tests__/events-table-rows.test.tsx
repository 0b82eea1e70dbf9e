/** Issue 16: on the events list a click on a row, or Enter on it, opens the event like 'Ver detalhes'. */
import { renderWithProviders, screen } from '@sge/shared/testing';
import { useClientList } from '@sge/shared/ui';
import type { EventListItem } from '@sge/shared/contract';
import { aDay, aListItem } from '../features/events/__tests__/fixtures';
import { EventsTable } from '../features/events/components/events-table';

const festa = aListItem({ id: 1, name: 'Festa de Fim de Ano', location: 'Salão Central', eventDays: [aDay('2026-12-19')] });
const congresso = aListItem({ id: 2, name: 'Congresso Médico', location: 'Centro de Convenções', isFinalized: true });

function Table(props: Omit<React.ComponentProps<typeof EventsTable>, 'list'> & { events: EventListItem[] }) {
  const list = useClientList(props.events);
  return <EventsTable list={list} {...props} />;
}

function renderTable() {
  const handlers = { onOpen: jest.fn(), onEdit: jest.fn(), onDelete: jest.fn() };
  const view = renderWithProviders(<Table events={[festa, congresso]} canManage {...handlers} />);
  return { ...view, ...handlers };
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

it('opens the event on a click anywhere in its row', async () => {
  const { user, onOpen } = renderTable();
  await user.click(screen.getByRole('cell', { name: 'Centro de Convenções' }));
  expect(onOpen).toHaveBeenCalledTimes(1);
  expect(onOpen).toHaveBeenCalledWith(congresso);
});

it('opens the focused row on Enter', async () => {
  const { user, onOpen } = renderTable();
  const row = rowOf('Festa de Fim de Ano');
  expect(row).toHaveAttribute('tabindex', '0');
  row.focus();
  await user.keyboard('{Enter}');
  expect(onOpen).toHaveBeenCalledWith(festa);
});

it("'Ver detalhes', 'Editar' and 'Excluir' do their own thing only", async () => {
  const { user, onOpen, onEdit, onDelete } = renderTable();
  await user.click(screen.getByRole('button', { name: 'Ver detalhes de Festa de Fim de Ano' }));
  expect(onOpen).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Editar Festa de Fim de Ano' }));
  await user.click(screen.getByRole('button', { name: 'Excluir Festa de Fim de Ano' }));
  expect(onEdit).toHaveBeenCalledWith(festa);
  expect(onDelete).toHaveBeenCalledWith(festa);
  expect(onOpen).toHaveBeenCalledTimes(1);
});
