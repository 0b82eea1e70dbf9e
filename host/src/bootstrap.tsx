import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const container = document.getElementById('root');
// A transition render is time-sliced: React yields to the browser every few milliseconds instead of
// blocking the main thread for the whole first render (Lighthouse Total Blocking Time on a phone).
// Until it commits, the static boot screen of index.html stays on screen.
if (container) {
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
}
