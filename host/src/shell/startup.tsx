import { useCallback, useEffect, useRef, useState } from 'react';
import { http } from '@sge/shared/http';
import { useSessionStore } from '@sge/shared/session';
import { refreshSystemSettings } from '../features/settings/system-settings';
import { primeOfflineEventsCheck } from './offline-events-check';
import { SplashScreen } from './splash-screen';
import { startPagePreload } from './start-preload';
import { SPLASH_HIDE_DELAY_MS, runStartSequence, type StartStep } from './start-sequence';

const STEPS: StartStep[] = [
  {
    status: 'Carregando configurações...',
    run: () => {
      primeOfflineEventsCheck();
      // /remotes.json and, signed in, the opened page's code and first request (often begun already
      // by the entry, see start/early-start.ts).
      return startPagePreload();
    },
  },
  {
    status: 'Carregando dados do usuário...',
    when: () => Boolean(useSessionStore.getState().token),
    // Validates the stored token; a 401 signs out through the http rules. Offline keeps the session.
    run: () => http.get('/auth/me', { silent: true, notifyError: false }).catch(() => undefined),
  },
  {
    status: 'Carregando dados do sistema...',
    run: () =>
      Promise.all([
        http.get('/health', { silent: true, notifyError: false, skipAuthRules: true }).catch(() => undefined),
        useSessionStore.getState().token ? refreshSystemSettings() : undefined,
      ]),
  },
];

interface StartupProps {
  onReady: () => void;
}

/** Runs the start sequence behind the splash, then hides the splash 1 s after ready. */
export function Startup({ onReady }: StartupProps) {
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState('Iniciando...');
  const [failed, setFailed] = useState(false);
  const [visible, setVisible] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const readyRef = useRef(onReady);
  readyRef.current = onReady;

  useEffect(() => {
    let cancelled = false;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    setFailed(false);
    runStartSequence(STEPS, (p, s) => {
      if (cancelled) return;
      setProgress(p);
      setStatus(s);
    })
      .then(() => {
        if (cancelled) return;
        readyRef.current();
        hideTimer = setTimeout(() => setVisible(false), SPLASH_HIDE_DELAY_MS);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (hideTimer) clearTimeout(hideTimer);
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  if (!visible) return null;
  return <SplashScreen progress={progress} status={status} failed={failed} onRetry={retry} />;
}
