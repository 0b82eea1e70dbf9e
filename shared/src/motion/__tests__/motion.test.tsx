import { act, render, screen, waitFor } from '@testing-library/react';
import { preferReducedMotion } from '@sge/shared/testing';
import { useReducedMotionConfig } from 'framer-motion';
import { getMotion, loadMotion, useMotion, useMotionAtMount } from '../../ui/motion-loader';
import { MotionScope } from '..';

function Toast() {
  const motion = useMotion();
  if (!motion) return <div data-testid="plain">Salvo</div>;
  return (
    <motion.MotionScope>
      <motion.m.div data-testid="animated" {...motion.MOTION.snackbar}>
        Salvo
      </motion.m.div>
    </motion.MotionScope>
  );
}

function Page() {
  const motion = useMotionAtMount();
  return <div data-testid="page">{motion ? 'animated' : 'plain'}</div>;
}

function ReducedProbe() {
  return <span data-testid="reduced">{String(useReducedMotionConfig())}</span>;
}

describe('motion after the first paint', () => {
  // First: framer-motion reads the media query once, on its first use.
  it("honours the user's prefers-reduced-motion", () => {
    const restore = preferReducedMotion();
    try {
      render(
        <MotionScope>
          <ReducedProbe />
        </MotionScope>,
      );
      expect(screen.getByTestId('reduced')).toHaveTextContent('true');
    } finally {
      restore();
    }
  });

  it('renders plain elements until the motion module is loaded, then animated ones', async () => {
    expect(getMotion()).toBeNull();
    render(
      <>
        <Toast />
        <Page />
      </>,
    );
    expect(screen.getByTestId('plain')).toHaveTextContent('Salvo');
    await act(() => loadMotion());
    expect(getMotion()).not.toBeNull();
    const animated = await screen.findByTestId('animated');
    expect(animated).toHaveTextContent('Salvo');
    // Once the async features arrive the element animates to its final state.
    getMotion()?.skipAnimations();
    await waitFor(() => expect(animated.style.opacity).toBe('1'));
    // A piece that holds state keeps the element it mounted with (no remount mid-life).
    expect(screen.getByTestId('page')).toHaveTextContent('plain');
  });

  it('loads the module once', async () => {
    const [a, b] = await Promise.all([loadMotion(), loadMotion()]);
    expect(a).toBe(b);
  });

});
