import type { ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@sge/shared/ui';

/** A report block: heading, description, export buttons and content. */
export function ReportSection({ id, title, description, actions, children }: { id: string; title: string; description?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} mb="8" borderWidth="1px" borderRadius="md" p="4">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="3">
        <Box>
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
          {description && (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          )}
        </Box>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}
