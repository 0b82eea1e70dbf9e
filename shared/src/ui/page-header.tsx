import type { ReactNode } from 'react';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page title: the page's only `h1`. */
  title: string;
  /** One line under the title. */
  description?: ReactNode;
  /** Page actions (e.g. a 'Novo' button), right-aligned on wide screens. */
  actions?: ReactNode;
  /** Decorative icon before the title. */
  icon?: ReactNode;
}

/** The top of every page: h1 title, optional description and actions. Stacks on small screens. */
export function PageHeader({ title, description, actions, icon }: PageHeaderProps) {
  return (
    <Flex
      as="header"
      gap="4"
      mb="6"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-end' }}
      justify="space-between"
    >
      <Stack gap="1" minW="0">
        <HStack gap="2">
          {icon && (
            <Flex color="gold.700" fontSize="2xl" aria-hidden="true">
              {icon}
            </Flex>
          )}
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="fg" minW="0" overflowWrap="anywhere">
            {title}
          </Heading>
        </HStack>
        {description && (
          <Text color="fg.muted" overflowWrap="anywhere">
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <HStack gap="2" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }} minW="0">
          {actions}
        </HStack>
      )}
    </Flex>
  );
}
