import type { ReactNode } from 'react';
import { Box, Text } from '@sge/shared/ui';

export type FigureTone = 'income' | 'expense' | 'neutral' | 'warning';

const TONE_COLORS: Record<FigureTone, string> = {
  income: 'green.700',
  expense: 'red.700',
  neutral: 'brand.secondary',
  warning: 'orange.700',
};

export interface FigureProps {
  label: string;
  value: string;
  hint?: ReactNode;
  tone?: FigureTone;
}

/** One headline figure of a `<dl>`: label (dt), value (dd) and an optional hint (dd). */
export function Figure({ label, value, hint, tone = 'neutral' }: FigureProps) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg.panel" borderLeft="4px solid" borderLeftColor="brand.primary">
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text as="dd" fontSize="xl" fontWeight="bold" color={TONE_COLORS[tone]}>
        {value}
      </Text>
      {/* A second description of the same term: a <dl> group holds only <dt> and <dd>. */}
      {hint && (
        <Text as="dd" fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Box>
  );
}
