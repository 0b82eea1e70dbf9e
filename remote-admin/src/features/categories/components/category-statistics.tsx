import type { CategoryStatistics as Statistics } from '@sge/shared/contract';
import { SimpleGrid, Stack, Text } from '@sge/shared/ui';

const ITEMS: Array<[keyof Statistics, string]> = [
  ['total', 'Total'],
  ['active', 'Ativas'],
  ['income', 'Receitas'],
  ['expense', 'Despesas'],
  ['inUse', 'Em uso em contas'],
];

/** The counts of GET /categories/statistics, as a row of figures (a list for screen readers). */
export function CategoryStatistics({ statistics }: { statistics?: Statistics }) {
  if (!statistics) return null;
  return (
    <SimpleGrid as="dl" aria-label="Resumo das categorias" columns={{ base: 2, md: 5 }} gap="3" mb="6">
      {ITEMS.map(([key, label]) => (
        <Stack key={key} gap="0" borderWidth="1px" borderRadius="md" p="3" bg="bg.panel">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" fontSize="2xl" fontWeight="semibold">
            {statistics[key]}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
