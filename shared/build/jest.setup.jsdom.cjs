// jsdom lacks a few browser APIs the apps use: add them once for every jsdom test.
require('@testing-library/jest-dom');
// findBy* and waitFor wait up to 5 s (Testing Library's default is 1 s). On a loaded 2-core machine
// (CI runs the server and the web lanes side by side) a page's first render in jsdom can take more
// than a second: the events list's tests failed by time there and passed alone. A page that never
// shows what is awaited still fails, 4 s later.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
require('fake-indexeddb/auto');
// Jest raises Error.stackTraceLimit to 100, and React's development build captures a stack for
// every element it creates (its owner stacks): with 100 frames that capture was about a fifth of a
// page test's CPU (budgets-page: jsx 1.1 s of 12.6 s, and the garbage it leaves). V8's default of
// 10 frames still names the test's own line in a failure.
Error.stackTraceLimit = 10;
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof globalThis.structuredClone === 'undefined') globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
if (typeof globalThis.fetch === 'undefined') {
  globalThis.fetch = () => Promise.reject(new Error('fetch is not mocked in this test'));
}
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false, media: query, onchange: null,
      addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; },
    });
  }
  if (!window.scrollTo) window.scrollTo = () => {};
  class Observer { observe() {} unobserve() {} disconnect() {} takeRecords() { return []; } }
  if (!window.ResizeObserver) window.ResizeObserver = Observer;
  if (!window.IntersectionObserver) window.IntersectionObserver = Observer;
  // Chakra's press handling (zag) constructs PointerEvents, which jsdom lacks.
  if (typeof window.PointerEvent === 'undefined') {
    Object.defineProperty(window, 'PointerEvent', { value: window.MouseEvent, configurable: true, writable: true });
  }
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}
