// jsdom environment plus the web platform globals Node already has (fetch, Response, streams,
// structuredClone …) that jsdom does not expose to tests.
const JsdomEnvironment = require('jest-environment-jsdom').default ?? require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal',
  'TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream',
  'structuredClone',
];

class Environment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = Environment;
