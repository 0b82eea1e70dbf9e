import { useState } from 'react';
import { act, renderWithProviders, screen, waitFor } from '@sge/shared/testing';
import { Button, ConfirmDialog, LoadingDialog, type ConfirmDialogProps } from '../index';

// jsdom has no layout: zag's focus trap skips elements without client rects. Give every element one.
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{ width: 1, height: 1 }] as unknown as DOMRectList);
});

function Harness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Excluir evento</Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => {}}
        title="Excluir evento?"
        message="Esta ação não pode ser desfeita."
        confirmLabel="Excluir"
        destructive
        {...props}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens as a named, described alertdialog with focus on "Cancelar"', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Excluir evento' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir evento?' });
    expect(dialog).toHaveAccessibleDescription('Esta ação não pode ser desfeita.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
  });

  it('keeps focus inside while open and returns it to the trigger on cancel', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Excluir evento' });
    await user.click(trigger);
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Excluir' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Escape', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Excluir evento' }));
    await screen.findByRole('alertdialog');
    // The dialog listens for Escape once it has set focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('calls onConfirm and leaves closing to the caller for a synchronous action', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog open onClose={onClose} onConfirm={onConfirm} title="Finalizar?" message="Confirma?" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a spinner, blocks dismissal while an async confirm runs, then closes', async () => {
    let finish: () => void = () => {};
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog open onClose={onClose} onConfirm={onConfirm} title="Excluir?" message="Confirma?" confirmLabel="Excluir" />,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(screen.getByRole('button', { name: 'Excluir' })).toHaveAttribute('data-loading');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => finish());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open when the async confirm fails', async () => {
    const onConfirm = jest.fn().mockRejectedValue(new Error('x'));
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog open onClose={onClose} onConfirm={onConfirm} title="Excluir?" message="Confirma?" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmar' })).not.toHaveAttribute('data-loading'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('LoadingDialog', () => {
  it('is a modal dialog named by its text that Escape does not close', async () => {
    const { user } = renderWithProviders(<LoadingDialog open text="Salvando evento..." />);
    const dialog = await screen.findByRole('dialog', { name: 'Salvando evento...' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('defaults its text to "Carregando..." and renders nothing when closed', async () => {
    const { rerender } = renderWithProviders(<LoadingDialog open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<LoadingDialog open />);
    expect(await screen.findByRole('dialog', { name: 'Carregando...' })).toBeInTheDocument();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
  });
});
