import type { ReactNode } from 'react';
import { Box, useMotionAtMount } from '@sge/shared/ui';

/**
 * Fade-slide page transition (SPEC §2) with framer-motion, once it has loaded after the first paint
 * (the first page shows at once, without an animation library). Users who ask for reduced motion get
 * none (MotionScope).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const motion = useMotionAtMount();
  if (!motion) return <Box data-testid="page-transition">{children}</Box>;
  return (
    <motion.MotionScope>
      <motion.m.div data-testid="page-transition" data-motion="page" {...motion.MOTION.page}>
        {children}
      </motion.m.div>
    </motion.MotionScope>
  );
}
