import { Box } from '@sge/shared/ui';
import { useLoadingStore } from '@sge/shared/http';

/** Thin bar at the top while one or more requests are in flight (SPEC §4 loading counter). */
export function LoadingBar() {
  const busy = useLoadingStore((s) => s.count > 0);
  if (!busy) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Carregando"
      position="fixed"
      top={0}
      left={0}
      right={0}
      h="3px"
      zIndex={1500}
      bg="brand.primary"
      css={{
        '@keyframes sgeLoading': { '0%': { opacity: 0.4 }, '50%': { opacity: 1 }, '100%': { opacity: 0.4 } },
        animation: 'sgeLoading 1s ease-in-out infinite',
      }}
    />
  );
}
