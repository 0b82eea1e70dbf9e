/**
 * Dialogs animated by framer-motion (issue 15 §6). The tests of this file share one motion-loader
 * state, in order: first without motion (it has not loaded), then with it.
 */
import { useState } from 'react';
import { act, fireEvent, renderWithProviders, screen, waitFor } from '@sge/shared/testing';
import { MOTION } from '@sge/shared/motion';
import { Button, ConfirmDialog, FormDialog, LoadingDialog, getMotion, loadMotion } from '../index';

// jsdom has no layout: zag's focus trap skips elements without client rects. Give every element one.
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{ width: 1, height: 1 }] as unknown as DOMRectList);
});

function Harness({ onExitComplete }: { onExitComplete?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Novo evento</Button>
      <FormDialog open={open} onClose={() => setOpen(false)} title="Novo evento" onExitComplete={onExitComplete}>
        <input aria-label="Nome" />
      </FormDialog>
    </>
  );
}

/** The animation names the stylesheets give an element (Chakra's CSS motion presets). */
function animationNames(el: Element): string[] {
  const names: string[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        const matches = rule.selectorText.split(',').some((selector) => {
          try {
            return el.matches(selector);
          } catch {
            return false;
          }
        });
        const name = rule.style.getPropertyValue('animation-name');
        if (matches && name) names.push(name);
      } else if ('cssRules' in rule) {
        visit((rule as CSSGroupingRule).cssRules);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return names;
}

describe('before motion has loaded', () => {
  it('opens and closes without any animation (no CSS preset, no motion element), focus returning to the trigger', async () => {
    expect(getMotion()).toBeNull();
    const { user } = renderWithProviders(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Novo evento' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Novo evento' });
    expect(dialog).not.toHaveAttribute('data-motion');
    expect(animationNames(dialog)).toEqual([]);
    const backdrop = document.querySelector('[data-part="backdrop"]');
    expect(backdrop).not.toBeNull();
    expect(animationNames(backdrop!)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(document.querySelector('[data-part="backdrop"]')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('does not remount an open dialog when motion arrives: it switches at the next opening', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Novo evento' }));
    await user.type(await screen.findByLabelText('Nome'), 'Festival');
    await act(() => loadMotion());
    expect(screen.getByLabelText('Nome')).toHaveValue('Festival');
    expect(screen.getByRole('dialog')).not.toHaveAttribute('data-motion');

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Novo evento' }));
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-motion', 'dialog');
    expect(screen.getByLabelText('Nome')).toHaveValue('');
  });
});

describe('with motion loaded', () => {
  beforeAll(() => loadMotion());

  it('declares an entrance and an exit for the content', () => {
    expect(MOTION.dialog.initial).toMatchObject({ opacity: 0 });
    expect(MOTION.dialog.animate).toMatchObject({ opacity: 1, y: 0, scale: 1 });
    expect(MOTION.dialog.exit).toMatchObject({ opacity: 0 });
  });

  it('animates the content in: a motion element that starts transparent and ends opaque', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Novo evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo evento' });
    expect(dialog).toHaveAttribute('data-motion', 'dialog');
    expect(animationNames(dialog)).toEqual([]); // framer-motion only, no CSS preset on top
    await waitFor(() => expect(dialog.style.opacity).toBe('1'));
    expect(dialog.style.transform).toBe('none');
  });

  it('plays the exit after close (the dialog already closed for focus and assistive tech), then unmounts', async () => {
    const onExitComplete = jest.fn();
    const { user } = renderWithProviders(<Harness onExitComplete={onExitComplete} />);
    const trigger = screen.getByRole('button', { name: 'Novo evento' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Novo evento' });
    await waitFor(() => expect(dialog.style.opacity).toBe('1'));
    const backdrop = document.querySelector('[data-part="backdrop"]') as HTMLElement;

    const opacities: number[] = [];
    const observer = new MutationObserver(() => opacities.push(Number(dialog.style.opacity)));
    observer.observe(dialog, { attributes: true, attributeFilter: ['style'] });

    // A click flushed with its microtasks only: no animation frame of the exit has run yet.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    });
    // Closed at once for everyone but the eye: hidden from assistive tech, inert, clicks pass.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute('aria-hidden', 'true');
    expect(dialog).toHaveAttribute('inert');
    expect(backdrop.style.pointerEvents).toBe('none');
    expect(onExitComplete).not.toHaveBeenCalled();

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    observer.disconnect();
    expect(backdrop).not.toBeInTheDocument();
    // framer-motion's exit ran on it before it left (however few frames a busy machine gives it).
    expect(opacities.some((o) => o < 1)).toBe(true);
    await waitFor(() => expect(onExitComplete).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('reopens during the exit without losing the dialog', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Novo evento' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await user.click(screen.getByRole('button', { name: 'Novo evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo evento' });
    await waitFor(() => expect(dialog.style.opacity).toBe('1'));
    expect(dialog).not.toHaveAttribute('aria-hidden');
  });

  it('keeps the alertdialog, its name, focus on "Cancelar", the focus trap and Escape', async () => {
    function Confirm() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Excluir evento</Button>
          <ConfirmDialog open={open} onClose={() => setOpen(false)} onConfirm={() => {}} title="Excluir evento?" message="Esta ação não pode ser desfeita." />
        </>
      );
    }
    const { user } = renderWithProviders(<Confirm />);
    const trigger = screen.getByRole('button', { name: 'Excluir evento' });
    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir evento?' });
    expect(dialog).toHaveAttribute('data-motion', 'dialog');
    expect(dialog).toHaveAccessibleDescription('Esta ação não pode ser desfeita.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('animates the loading dialog with its name and busy state', async () => {
    const { rerender } = renderWithProviders(<LoadingDialog open text="Gerando relatório" />);
    const dialog = await screen.findByRole('dialog', { name: 'Gerando relatório' });
    expect(dialog).toHaveAttribute('data-motion', 'dialog');
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    rerender(<LoadingDialog open={false} text="Gerando relatório" />);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
