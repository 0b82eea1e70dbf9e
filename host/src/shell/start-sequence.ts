/**
 * App start (SPEC §4): config, then user data (only with a token), then system data, each at
 * least 0.5 s; then ready, and the splash hides 1 s later.
 */
export const SPLASH_STEP_MS = 500;
export const SPLASH_HIDE_DELAY_MS = 1000;
export const START_ERROR_TEXT = 'Erro ao inicializar aplicação';

export interface StartStep {
  status: string;
  run: () => Promise<unknown>;
  /** Skipped when this returns false (the user step without a token). */
  when?: () => boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs the steps in order; reports progress (0–100) and each step's status text. */
export async function runStartSequence(
  steps: StartStep[],
  onProgress: (progress: number, status: string) => void,
): Promise<void> {
  const active = steps.filter((s) => !s.when || s.when());
  for (let i = 0; i < active.length; i++) {
    const step = active[i];
    onProgress(Math.round((i / active.length) * 100), step.status);
    await Promise.all([step.run(), wait(SPLASH_STEP_MS)]);
  }
  onProgress(100, 'Pronto');
}
