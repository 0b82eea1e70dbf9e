import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { getProviderSystem, installSystemCss } from './system-css';

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  children?: ReactNode;
}

/**
 * Provides the SGE Chakra system (theme, brand tokens) to its children. The global CSS (reset,
 * global styles, token variables) is the static sheet of `system-css.ts`, installed on first use.
 */
export function UiProvider({ children }: UiProviderProps) {
  installSystemCss();
  return <ChakraProvider value={getProviderSystem()}>{children}</ChakraProvider>;
}
