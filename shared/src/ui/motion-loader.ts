/**
 * Loads `@sge/shared/motion` (framer-motion) on demand, after the first paint, and tells components
 * when it is there. A component renders its plain element until then: the first screen carries no
 * animation library and computes no motion.
 */
import { useState, useSyncExternalStore } from 'react';

export type MotionModule = typeof import('@sge/shared/motion');

let loaded: MotionModule | null = null;
let pending: Promise<MotionModule> | null = null;
const listeners = new Set<() => void>();

/**
 * Starts loading the motion module and its animation features (once); resolves with the module. It
 * counts as loaded only with both: an `m` element renders at its `initial` state until it animates.
 */
export function loadMotion(): Promise<MotionModule> {
  pending ??= import('@sge/shared/motion').then((mod) => mod.loadMotionFeatures().then(() => mod)).then(
    (mod) => {
      loaded = mod;
      for (const listener of listeners) listener();
      return mod;
    },
    (error: unknown) => {
      pending = null; // offline before it was cached: try again next time
      throw error;
    },
  );
  return pending;
}

/** The motion module if loaded, else null. */
export const getMotion = (): MotionModule | null => loaded;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The motion module, re-rendering when it arrives (for pieces that may switch element, e.g. a toast). */
export function useMotion(): MotionModule | null {
  return useSyncExternalStore(subscribe, getMotion, getMotion);
}

/**
 * The motion module as it was when the component mounted. For pieces that hold state or focus (a
 * page, the drawer): switching from the plain element to the animated one later would remount them.
 */
export function useMotionAtMount(): MotionModule | null {
  const [mod] = useState(getMotion);
  return mod;
}

/**
 * Loads motion `delayMs` after the call, when the browser is idle: the first screen, its first
 * interactions and its JavaScript budget stay free of it. Returns a cancel function.
 */
export function loadMotionWhenIdle(delayMs = 3000): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const start = () => void loadMotion().catch(() => undefined);
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(start, { timeout: 2000 });
    else start();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
