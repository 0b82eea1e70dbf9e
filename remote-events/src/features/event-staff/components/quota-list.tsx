import type { AvailableQuantity } from '@sge/shared/contract';
import { Badge, Box, HStack, Heading, Stack, Text } from '@sge/shared/ui';

export interface QuotaListProps {
  title: string;
  quantities: AvailableQuantity[];
  /** Words after the counts: 'escalados' for a day, 'escalações no evento' for the whole event. */
  unit: string;
  headingAs?: 'h3' | 'h4' | 'h5';
}

/**
 * What the approved budget allows per staff function, e.g. 'Garçom: 3 de 5 escalados'. Renders
 * nothing when the event has no approved budget (the server answers an empty list).
 */
export function QuotaList({ title, quantities, unit, headingAs = 'h5' }: QuotaListProps) {
  if (quantities.length === 0) return null;
  return (
    <Box as="section" aria-label={title} bg="bg.subtle" rounded="md" px="3" py="2">
      <Heading as={headingAs} size="sm" mb="1">
        {title}
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {quantities.map((q) => (
          <HStack as="li" key={q.staffFunction} gap="2" wrap="wrap">
            <Text fontSize="sm">{`${q.staffFunction}: ${q.assigned} de ${q.limit} ${unit}`}</Text>
            {q.available <= 0 ? (
              <Badge colorPalette={q.available < 0 ? 'red' : 'orange'} variant="subtle">
                {q.available < 0 ? 'Acima do limite' : 'Completo'}
              </Badge>
            ) : (
              <Badge colorPalette="green" variant="subtle">{`${q.available} ${q.available === 1 ? 'vaga' : 'vagas'}`}</Badge>
            )}
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
