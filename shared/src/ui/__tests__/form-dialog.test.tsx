import { renderWithProviders, screen } from '@sge/shared/testing';
import { FormDialog } from '@sge/shared/ui';

it('is not mounted while closed', () => {
  renderWithProviders(
    <FormDialog open={false} onClose={() => undefined} title="Novo evento">
      <input aria-label="Nome" />
    </FormDialog>,
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Nome')).not.toBeInTheDocument();
});

it('shows the title, the description, the server error and the form; Fechar closes it', async () => {
  const onClose = jest.fn();
  const { user } = renderWithProviders(
    <FormDialog open onClose={onClose} title="Adicionar dia" description="Festival, 2 dias." error="Já existe um dia com esta data neste evento">
      <input aria-label="Data" />
    </FormDialog>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar dia' });
  expect(dialog).toHaveTextContent('Festival, 2 dias.');
  expect(screen.getByRole('alert')).toHaveTextContent('Já existe um dia com esta data neste evento');
  expect(screen.getByLabelText('Data')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Fechar' }));
  expect(onClose).toHaveBeenCalled();
});
