import { useRef, useState } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react/box';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { chakra } from '@chakra-ui/react/styled-system';
import { ImageOffIcon } from './icons';
import { useInViewOnce } from './use-in-view';

/** Image lazy-load margin (SPEC §9: 50 px). */
export const LAZY_IMAGE_ROOT_MARGIN = '50px';

/** Props of {@link LazyImage}. */
export interface LazyImageProps extends Omit<BoxProps, 'children' | 'onLoad' | 'onError'> {
  src: string;
  /** Required: describe the image, or pass '' for a purely decorative one. */
  alt: string;
  /** How the image fills its box. Default 'cover'. */
  fit?: 'cover' | 'contain';
  /** Called when the image loaded. */
  onLoad?: () => void;
  /** Called when the image failed; the error icon shows. */
  onError?: () => void;
}

type Status = 'waiting' | 'loading' | 'loaded' | 'error';

/**
 * An optimized lazy image (SPEC §2, §9): a skeleton placeholder until the image is within 50 px of
 * the viewport and loaded, then a fade-in; an image-off icon (named by `alt`) when it fails. Size it
 * with box props (width, height, aspectRatio) so the page does not jump.
 */
export function LazyImage({ src, alt, fit = 'cover', onLoad, onError, ...boxProps }: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInViewOnce(ref, LAZY_IMAGE_ROOT_MARGIN);
  const [loadState, setLoadState] = useState<{ src: string; status: Status }>({ src, status: 'loading' });
  // A new src starts loading again.
  const status: Status = !inView ? 'waiting' : loadState.src === src ? loadState.status : 'loading';

  return (
    <Box ref={ref} position="relative" overflow="hidden" bg="bg.muted" data-status={status} {...boxProps}>
      {(status === 'waiting' || status === 'loading') && (
        <Skeleton position="absolute" inset="0" rounded="inherit" data-testid="lazy-image-placeholder" />
      )}
      {status === 'error' ? (
        <Box
          role="img"
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          position="absolute"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          color="fg.muted"
          fontSize="2xl"
        >
          <ImageOffIcon />
        </Box>
      ) : (
        inView && (
          <chakra.img
            src={src}
            alt={alt}
            loading="lazy"
            decoding="async"
            width="full"
            height="full"
            objectFit={fit}
            opacity={status === 'loaded' ? 1 : 0}
            transition="opacity 0.2s"
            ref={(img: HTMLImageElement | null) => {
              // Already in the browser cache: no load event will follow.
              if (img?.complete && img.naturalWidth > 0 && status === 'loading') setLoadState({ src, status: 'loaded' });
            }}
            onLoad={() => {
              setLoadState({ src, status: 'loaded' });
              onLoad?.();
            }}
            onError={() => {
              setLoadState({ src, status: 'error' });
              onError?.();
            }}
          />
        )
      )}
    </Box>
  );
}
