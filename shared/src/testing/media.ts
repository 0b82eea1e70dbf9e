/**
 * jsdom has no media queries: `preferReducedMotion()` makes `matchMedia` answer that the user prefers
 * reduced motion (and nothing else), and returns the function that puts the original back.
 */
export function preferReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
