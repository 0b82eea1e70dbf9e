import { createElement, useState, type ComponentProps } from 'react';
import { renderWithProviders, screen, userEvent, waitFor, within } from '@sge/shared/testing';
import { ConfirmDialog } from '../confirm-dialog';
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

it('a dialog opened as another closes stays open (focus returning to the page is not an outside click)', async () => {
  function Chain() {
    const [question, setQuestion] = useState(false);
    const [result, setResult] = useState<string | null>(null);
    return (
      <>
        <button type="button" onClick={() => setQuestion(true)}>
          Gerar
        </button>
        <ConfirmDialog
          open={question}
          title="Gerar código"
          message="Deseja gerar um novo código?"
          onConfirm={async () => setResult('Z9Y8X')}
          onClose={() => setQuestion(false)}
        />
        <ConfirmDialog open={result !== null} title="Código gerado" message={`O novo código é ${result}.`} onConfirm={() => undefined} onClose={() => setResult(null)} />
      </>
    );
  }
  const user = userEvent.setup();
  renderWithProviders(<Chain />);
  await user.click(screen.getByRole('button', { name: 'Gerar' }));
  const question = await screen.findByRole('alertdialog', { name: 'Gerar código' });
  await user.click(within(question).getByRole('button', { name: 'Confirmar' }));
  const offer = await screen.findByRole('alertdialog', { name: 'Código gerado' });
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Gerar código' })).not.toBeInTheDocument());
  await new Promise((r) => setTimeout(r, 50));
  expect(within(offer).getByText('O novo código é Z9Y8X.')).toBeInTheDocument();
  expect(screen.getByRole('alertdialog', { name: 'Código gerado' })).toBeInTheDocument();
});
