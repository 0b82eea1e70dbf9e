/**
 * `@sge/shared/testing`: the one render helper of every app's component tests (STYLE.md), plus all
 * of @testing-library/react and user-event. Importing it also adds the browser APIs jsdom lacks
 * that Chakra needs on interaction (see polyfills.ts).
 */
import './polyfills';

export * from './render';
export * from './mock-api';
export * from './media';
export * from './all-forms';
