import { beginEarlyStart } from './start/early-start';
import { startsOnVenuePath } from './shell/venue-path';

// Async boundary: module federation negotiates the shared singletons before the app code runs.
import('./bootstrap');

// Signed in, the Chakra part and the opened page start loading now, beside the app's own code: in a
// task of its own, so that asking their chunks does not lengthen main.js's (Total Blocking Time).
setTimeout(() => {
  beginEarlyStart(typeof localStorage === 'undefined' ? undefined : localStorage, {
    richApp: () => import('./shell/rich-app'),
    startPreload: () => import('./shell/start-preload'),
  }, () => startsOnVenuePath(true));
}, 0);
