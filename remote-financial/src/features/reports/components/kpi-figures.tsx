import type { FinancialKpis } from '@sge/shared/contract';
import { formatCurrency } from '@sge/shared/format';
import { SimpleGrid } from '@sge/shared/ui';
import { formatPercent } from '../period';
import { Figure } from './figure';

/** The period's indicators as headline figures. */
export function KpiFigures({ kpis, label = 'Indicadores do período' }: { kpis: FinancialKpis; label?: string }) {
  const overdue = kpis.overdueReceivableCount + kpis.overduePayableCount > 0;
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" aria-label={label}>
      <Figure label="Receitas" value={formatCurrency(kpis.revenue)} tone="income" hint="Contas a receber com vencimento no período" />
      <Figure label="Despesas" value={formatCurrency(kpis.expense)} tone="expense" hint="Contas a pagar com vencimento no período" />
      <Figure label="Resultado" value={formatCurrency(kpis.result)} hint={`Margem ${formatPercent(kpis.margin)}`} />
      <Figure label="Saldo de caixa" value={formatCurrency(kpis.cashBalance)} hint="Recebido menos pago, acumulado" />
      <Figure label="Recebido no período" value={formatCurrency(kpis.received)} tone="income" />
      <Figure label="Pago no período" value={formatCurrency(kpis.paid)} tone="expense" />
      <Figure
        label="A receber vencido"
        value={formatCurrency(kpis.receivableOverdue)}
        tone={overdue ? 'warning' : 'neutral'}
        hint={`${kpis.overdueReceivableCount} conta(s) · inadimplência ${formatPercent(kpis.defaultRate)}`}
      />
      <Figure label="A pagar vencido" value={formatCurrency(kpis.payableOverdue)} tone={overdue ? 'warning' : 'neutral'} hint={`${kpis.overduePayableCount} conta(s)`} />
    </SimpleGrid>
  );
}
