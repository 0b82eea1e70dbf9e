import { Box, Heading, Text } from '@sge/shared/ui';

interface UnderConstructionProps {
  title: string;
  description: string;
}

/** The honest placeholder of a page whose area has not been delivered yet. */
export function UnderConstruction({ title, description }: UnderConstructionProps) {
  return (
    <Box as="section" aria-labelledby="page-title">
      <Heading as="h1" id="page-title" size="xl" mb={2}>
        {title}
      </Heading>
      <Text color="fg.muted" mb={4}>
        {description}
      </Text>
      <Box role="status" borderWidth="1px" borderRadius="md" p={4} bg="bg.subtle">
        <Text fontWeight="semibold">Em construção</Text>
        <Text>Esta área ainda está sendo desenvolvida e estará disponível em breve.</Text>
      </Box>
    </Box>
  );
}
