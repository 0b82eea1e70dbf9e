/**
 * A dialog under prefers-reduced-motion: it fades, it does not move or grow (MotionConfig
 * reducedMotion="user"). Its own file: framer-motion reads the media query once, on first use.
 */
import { useState } from 'react';
import { act, fireEvent, preferReducedMotion, renderWithProviders, screen, waitFor } from '@sge/shared/testing';
import { Button, FormDialog, loadMotion } from '../index';

let restoreMatchMedia: () => void;

beforeAll(async () => {
  restoreMatchMedia = preferReducedMotion();
  await loadMotion();
});

afterAll(() => restoreMatchMedia());

beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{ width: 1, height: 1 }] as unknown as DOMRectList);
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Novo evento</Button>
      <FormDialog open={open} onClose={() => setOpen(false)} title="Novo evento">
        <input aria-label="Nome" />
      </FormDialog>
    </>
  );
}

it('fades the dialog in and out with no transform', async () => {
  const { user } = renderWithProviders(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Novo evento' }));
  const dialog = await screen.findByRole('dialog', { name: 'Novo evento' });
  expect(dialog).toHaveAttribute('data-motion', 'dialog');
  await waitFor(() => expect(dialog.style.opacity).toBe('1'));
  expect(['', 'none']).toContain(dialog.style.transform);

  const frames: { opacity: string; transform: string }[] = [];
  const observer = new MutationObserver(() => frames.push({ opacity: dialog.style.opacity, transform: dialog.style.transform }));
  observer.observe(dialog, { attributes: true, attributeFilter: ['style'] });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
  });
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  observer.disconnect();

  expect(frames.some((f) => Number(f.opacity) < 1)).toBe(true); // it faded
  expect(frames.filter((f) => f.transform !== '' && f.transform !== 'none')).toEqual([]); // it did not move
});
