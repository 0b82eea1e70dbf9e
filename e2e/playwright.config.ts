import { defineConfig } from '@playwright/test';

/**
 * Playwright journeys against the production build, served the way `pnpm serve` serves it, on a
 * free port with a fresh embedded database (global-setup.ts starts and stops it). Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Three journeys at a time against the same server (E2E_WORKERS=1 for one): a journey spends
  // most of its time waiting for its page (the stage used under half a core with two), so a third
  // browser fills the waits of the other two. The
  // journeys of one file run in order, on one worker, unless the file says otherwise: a file whose
  // journeys each make their own data, or only read, declares test.describe.configure({ mode:
  // 'parallel' }), and its journeys go to whichever worker is free, so a long file does not hold
  // one worker while the others have finished. Files run in name order, a11y.spec.ts (the longest
  // journeys) first.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // The flows run on a desktop monitor, where every table shows all its columns; tables.spec.ts
    // checks 1366×800 and 1024×768 (columns collapsed into the row's detail, actions in view),
    // the axe journey (a11y.spec.ts) a 360×740 phone.
    viewport: { width: 1920, height: 1080 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A trace records the page throughout the journey (DOM snapshots at each action, a screencast),
    // which costs the browser CPU in every journey, passed or not. In CI a failed journey's retry
    // records one; a run by hand keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Journeys run without the service worker (its requests escape page.route); the offline
    // journeys turn it on with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
