/**
 * `@sge/shared/motion`: framer-motion for the motion a user sees (the drawer, dialogs, the snackbar,
 * page transitions, the scan result), a module-federation singleton so every app shares one copy.
 *
 * Nothing of it is in the first load: the host calls `loadMotion()` (`@sge/shared/ui`) after the first
 * paint and components ask `useMotion()`, rendering without motion until it is there. Inside, the
 * `m` components carry no animation code: `MotionScope` loads the `domAnimation` features
 * asynchronously (LazyMotion) and honours the user's `prefers-reduced-motion` (MotionConfig).
 *
 * framer-motion itself is bundled (tree-shaken) into this entry rather than shared whole: a shared
 * module ships every export, 80 KiB gzip for framer-motion against about 30 for `m` + domAnimation.
 * Apps import motion only from here.
 */
import type { ReactNode } from 'react';
import {
  AnimatePresence,
  LazyMotion,
  MotionConfig,
  MotionGlobalConfig,
  m,
  useReducedMotionConfig,
  type FeatureBundle,
  type Transition,
} from 'framer-motion';

let features: FeatureBundle | null = null;
let pendingFeatures: Promise<FeatureBundle> | null = null;

/**
 * Loads the animation features (once). `loadMotion()` waits for them, so a component that sees the
 * motion module can animate from its first frame: an `m` element never waits, invisible at its
 * `initial` state, for features that may not come (offline before they were cached).
 */
export function loadMotionFeatures(): Promise<FeatureBundle> {
  pendingFeatures ??= import('./features').then(
    (mod) => (features = mod.domAnimation),
    (error: unknown) => {
      pendingFeatures = null;
      throw error;
    },
  );
  return pendingFeatures;
}

/** The motion context of an animated piece: async features, reduced motion when the user asks for it. */
export function MotionScope({ children }: { children?: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      {/* Features already loaded are given synchronously: the first render animates. */}
      <LazyMotion features={features ?? loadMotionFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}

/** The SGE motion vocabulary (durations from the design card: short, ease-out). */
export const MOTION = {
  page: {
    initial: { opacity: 0, y: 8 },
    animate: { opacity: 1, y: 0 },
    transition: { duration: 0.22, ease: 'easeOut' } satisfies Transition,
  },
  drawer: {
    initial: { x: '-100%' },
    animate: { x: 0 },
    exit: { x: '-100%' },
    transition: { duration: 0.2, ease: 'easeOut' } satisfies Transition,
  },
  backdrop: {
    initial: { opacity: 0 },
    animate: { opacity: 1 },
    exit: { opacity: 0 },
    transition: { duration: 0.2 } satisfies Transition,
  },
  snackbar: {
    initial: { opacity: 0, y: 16, scale: 0.98 },
    animate: { opacity: 1, y: 0, scale: 1 },
    transition: { duration: 0.18, ease: 'easeOut' } satisfies Transition,
  },
  /** A dialog's content: rises and grows a little in, sinks and fades out. */
  dialog: {
    initial: { opacity: 0, y: 8, scale: 0.97 },
    animate: { opacity: 1, y: 0, scale: 1, transition: { duration: 0.18, ease: 'easeOut' } satisfies Transition },
    exit: { opacity: 0, y: 8, scale: 0.97, transition: { duration: 0.12, ease: 'easeIn' } satisfies Transition },
  },
  /**
   * The dialog under prefers-reduced-motion: a fade only. framer-motion's reduced motion makes
   * position (x, y) jump instead of slide but still animates scale, so the dialog picks this set.
   */
  dialogReduced: {
    initial: { opacity: 0 },
    animate: { opacity: 1, transition: { duration: 0.18, ease: 'easeOut' } satisfies Transition },
    exit: { opacity: 0, transition: { duration: 0.12, ease: 'easeIn' } satisfies Transition },
  },
  scanResult: {
    initial: { opacity: 0, scale: 0.92 },
    animate: { opacity: 1, scale: 1 },
    transition: { type: 'spring', stiffness: 500, damping: 30 } satisfies Transition,
  },
} as const;

/** Tests: animations finish at once (jsdom has no real frames). */
export function skipAnimations(skip = true): void {
  MotionGlobalConfig.skipAnimations = skip;
}

/** True when the user asks for reduced motion (inside a {@link MotionScope}). */
export const useReducedMotion = (): boolean => Boolean(useReducedMotionConfig());

export { AnimatePresence, m };
