import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { InfoIcon } from './icons';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Decorative icon (default: info). */
  icon?: ReactNode;
  /** e.g. a button to create the first item or to retry. */
  action?: ReactNode;
  /** Heading level of the title. Default 'h2'. */
  headingAs?: 'h2' | 'h3' | 'h4';
}

/** A centred "nothing here" block: icon, title, description and an optional action. */
export function EmptyState({ title, description, icon, action, headingAs = 'h2' }: EmptyStateProps) {
  return (
    <VStack gap="3" py="10" px="4" textAlign="center" role="region" aria-label={title}>
      <Box
        aria-hidden="true"
        fontSize="2xl"
        color="navy.700"
        bg="navy.50"
        rounded="full"
        p="3"
        display="flex"
      >
        {icon ?? <InfoIcon />}
      </Box>
      <Heading as={headingAs} size="md">
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" maxW="md">
          {description}
        </Text>
      )}
      {action}
    </VStack>
  );
}
