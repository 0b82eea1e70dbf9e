import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport (then stays true). Without
 * IntersectionObserver (old browsers) it is true at once, so content is never withheld.
 */
export function useInViewOnce(ref: RefObject<Element | null>, rootMargin: string, enabled = true): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!enabled || inView) return;
    const element = ref.current;
    if (typeof IntersectionObserver === 'undefined' || !element) {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting || entry.intersectionRatio > 0)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, enabled, inView]);
  return inView;
}
