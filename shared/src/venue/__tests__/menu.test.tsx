import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ISLAND_TEXTS, VenueMenu } from '@sge/shared/venue';

const items = (onEdit: () => void) => [
  { key: 'edit', label: 'Editar', onSelect: onEdit },
  { key: 'delete', label: 'Excluir', onSelect: () => undefined, destructive: true },
];

it('opens on the first item, moves with the arrows and gives the focus back on Escape', async () => {
  const user = userEvent.setup();
  const onEdit = jest.fn();
  render(<VenueMenu label="Mais ações: Festa" items={items(onEdit)}>⋮</VenueMenu>);
  const trigger = screen.getByRole('button', { name: 'Mais ações: Festa' });
  expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await user.click(trigger);
  expect(screen.getByRole('menuitem', { name: 'Editar' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Excluir' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
  await user.click(trigger);
  await user.click(screen.getByRole('menuitem', { name: 'Editar' }));
  expect(onEdit).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('waits for what its items need, and says when it could not be loaded, with a retry', async () => {
  const user = userEvent.setup();
  const prepare = jest.fn<Promise<unknown>, []>().mockRejectedValueOnce(new Error('chunk')).mockResolvedValueOnce(undefined);
  render(
    <VenueMenu label="Mais ações: Festa" items={items(() => undefined)} prepare={prepare}>
      ⋮
    </VenueMenu>,
  );
  await user.click(screen.getByRole('button', { name: 'Mais ações: Festa' }));
  const retry = await screen.findByRole('menuitem', { name: ISLAND_TEXTS.failed });
  expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
  await user.click(retry);
  expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Editar' })).toHaveFocus());
  expect(prepare).toHaveBeenCalledTimes(2);
});
