import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';

/** Minimum time the skeletons stay once shown (SPEC §9: 500 ms), so they never flash. */
export const PROGRESSIVE_LOADER_MIN_MS = 500;

/** Props of {@link ProgressiveLoader}. */
export interface ProgressiveLoaderProps {
  loading: boolean;
  children: ReactNode;
  /** Custom placeholder; default: `lines` text skeletons (or a block with `variant="block"`). */
  skeleton?: ReactNode;
  /** Number of skeleton lines. Default 3. */
  lines?: number;
  variant?: 'text' | 'block';
  /** Minimum display time of the skeletons in ms. Default 500. */
  minDisplayMs?: number;
  /** Screen-reader text while loading. Default 'Carregando...'. */
  loadingLabel?: string;
}

/**
 * Shows skeletons while `loading`, and keeps them at least `minDisplayMs` once shown, then the
 * children. Content that is ready at mount shows at once.
 */
export function ProgressiveLoader({
  loading,
  children,
  skeleton,
  lines = 3,
  variant = 'text',
  minDisplayMs = PROGRESSIVE_LOADER_MIN_MS,
  loadingLabel = 'Carregando...',
}: ProgressiveLoaderProps) {
  const [showSkeleton, setShowSkeleton] = useState(loading);
  const shownAt = useRef<number | null>(loading ? Date.now() : null);

  useEffect(() => {
    if (loading) {
      if (shownAt.current === null) shownAt.current = Date.now();
      setShowSkeleton(true);
      return;
    }
    if (shownAt.current === null) {
      setShowSkeleton(false);
      return;
    }
    const remaining = minDisplayMs - (Date.now() - shownAt.current);
    const done = () => {
      shownAt.current = null;
      setShowSkeleton(false);
    };
    if (remaining <= 0) {
      done();
      return;
    }
    const timer = setTimeout(done, remaining);
    return () => clearTimeout(timer);
  }, [loading, minDisplayMs]);

  if (!showSkeleton) return <>{children}</>;
  return (
    <Box aria-busy="true" role="status" data-testid="progressive-loader">
      <Box srOnly>{loadingLabel}</Box>
      <Box aria-hidden="true">
        {skeleton ??
          (variant === 'block' ? (
            <Stack gap="3">
              <Skeleton height="8" width="40%" />
              <Skeleton height="32" />
            </Stack>
          ) : (
            <SkeletonText noOfLines={lines} gap="3" />
          ))}
      </Box>
    </Box>
  );
}
