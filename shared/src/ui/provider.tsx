import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { system } from './theme';

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  children?: ReactNode;
}

/** Provides the SGE Chakra system (theme, brand tokens, global CSS) to its children. */
export function UiProvider({ children }: UiProviderProps) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
