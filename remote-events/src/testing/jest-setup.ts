import { DESKTOP_WIDTH, installMatchMedia, setViewportWidth } from './viewport';

installMatchMedia();

beforeEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
});
