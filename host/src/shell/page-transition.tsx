import type { ReactNode } from 'react';
import { Box } from '@sge/shared/ui';

/**
 * Fade-slide page transition (SPEC §2) with a CSS animation: no animation library is loaded for it,
 * and users who ask for reduced motion get none.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  return (
    <Box
      css={{
        '@keyframes sgeFadeSlide': {
          from: { opacity: 0, transform: 'translateY(8px)' },
          to: { opacity: 1, transform: 'translateY(0)' },
        },
        animation: 'sgeFadeSlide 220ms ease-out',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
      data-testid="page-transition"
    >
      {children}
    </Box>
  );
}
