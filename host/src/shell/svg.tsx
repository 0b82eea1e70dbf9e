import type { ReactNode } from 'react';

/** A 24×24 stroke icon of the shell's chrome, decorative (index.html's sheet sizes it). */
export function Svg({ children }: { children: ReactNode }) {
  return (
    <svg className="sge-fs-svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
