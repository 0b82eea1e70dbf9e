import { createElement, useState, type ComponentProps } from 'react';
import { renderWithProviders, screen, userEvent, waitFor } from '@sge/shared/testing';
import { MotionDialog } from '../motion-dialog';

/** Every render of Chakra's Dialog.Root, with its `open`. */
const rootRenders = jest.fn();
jest.mock('@chakra-ui/react/dialog', () => {
  const actual = jest.requireActual('@chakra-ui/react/dialog');
  const Root = (props: ComponentProps<typeof actual.Dialog.Root>) => {
    rootRenders(props.open);
    return createElement(actual.Dialog.Root, props);
  };
  return { ...actual, Dialog: { ...actual.Dialog, Root } };
});

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <MotionDialog open={open} onOpenChange={(e) => setOpen(e.open)}>
        <p>Conteúdo do diálogo</p>
        <button type="button" onClick={() => setOpen(false)}>
          Fechar
        </button>
      </MotionDialog>
    </>
  );
}

beforeEach(() => rootRenders.mockClear());

it('renders no dialog machinery while it has never opened', () => {
  renderWithProviders(<Page />);
  expect(screen.getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
  expect(rootRenders).not.toHaveBeenCalled();
});

it('mounts on its first opening and stays mounted after closing, returning focus to its opener', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Page />);
  const opener = screen.getByRole('button', { name: 'Abrir' });
  await user.click(opener);
  expect(await screen.findByRole('dialog')).toHaveTextContent('Conteúdo do diálogo');
  expect(rootRenders).toHaveBeenCalledWith(true);
  await user.click(screen.getByRole('button', { name: 'Fechar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(rootRenders).toHaveBeenLastCalledWith(false);
  await waitFor(() => expect(opener).toHaveFocus());
  await user.click(opener);
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});
