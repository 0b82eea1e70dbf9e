/**
 * Local stand-in for a shared page header (not yet exported by @sge/shared/ui): the page's h1,
 * a short description and the page's main actions.
 */
import type { ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@sge/shared/ui';

export interface PageHeaderProps {
  title: string;
  /** id of the h1, for the page's `aria-labelledby`. */
  titleId?: string;
  description?: string;
  /** Main actions of the page (e.g. 'Novo funcionário'), shown at the end of the header. */
  actions?: ReactNode;
}

export function PageHeader({ title, titleId, description, actions }: PageHeaderProps) {
  return (
    <Flex as="header" gap="4" mb="6" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }}>
      <Box flex="1" minW="0">
        <Heading as="h1" id={titleId} size="2xl" mb="1">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Box>
      {actions && <Flex gap="2" wrap="wrap">{actions}</Flex>}
    </Flex>
  );
}
