import { bucketLabel, bucketLongLabel, currentMonth, formatPercent, lastSixMonths, lastTwelveMonths, thisYear, validatePeriod } from '../period';

it('defaults: the current month by day, the last six months by month', () => {
  const now = new Date(2026, 10, 24);
  expect(currentMonth(now)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30', groupBy: 'day' });
  expect(lastSixMonths(now)).toEqual({ startDate: '2026-06-01', endDate: '2026-11-30', groupBy: 'month' });
  expect(lastSixMonths(new Date(2026, 1, 10))).toEqual({ startDate: '2025-09-01', endDate: '2026-02-28', groupBy: 'month' });
});

it('shortcuts: the last twelve months and this year, by month, valid for the server', () => {
  const now = new Date(2026, 10, 24);
  expect(lastTwelveMonths(now)).toEqual({ startDate: '2025-12-01', endDate: '2026-11-30', groupBy: 'month' });
  expect(lastTwelveMonths(new Date(2026, 0, 5))).toEqual({ startDate: '2025-02-01', endDate: '2026-01-31', groupBy: 'month' });
  expect(thisYear(now)).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31', groupBy: 'month' });
  expect(validatePeriod(lastTwelveMonths(now))).toEqual({});
  expect(validatePeriod(thisYear(now))).toEqual({});
});

it('validates like the server', () => {
  expect(validatePeriod({ startDate: '2030-01-01', endDate: '2030-01-01', groupBy: 'day' })).toEqual({});
  expect(validatePeriod({ startDate: '', endDate: '2030-02-30', groupBy: 'month' })).toEqual({ startDate: 'Data inicial inválida', endDate: 'Data final inválida' });
  expect(validatePeriod({ startDate: '2030-02-01', endDate: '2030-01-31', groupBy: 'month' })).toEqual({ endDate: 'A data final deve ser igual ou posterior à data inicial' });
  expect(validatePeriod({ startDate: '2028-01-01', endDate: '2032-12-31', groupBy: 'month' })).toEqual({});
  expect(validatePeriod({ startDate: '2028-01-01', endDate: '2033-01-01', groupBy: 'month' })).toEqual({ endDate: 'O período deve ter no máximo 1827 dias' });
  expect(validatePeriod({ startDate: '2030-01-01', endDate: '2030-04-02', groupBy: 'day' })).toEqual({});
  expect(validatePeriod({ startDate: '2030-01-01', endDate: '2030-04-03', groupBy: 'day' })).toEqual({
    groupBy: 'Para agrupar por dia, o período deve ter no máximo 92 dias',
  });
});

it('labels buckets and percentages in pt-BR', () => {
  expect(bucketLabel('2030-03', 'month')).toBe('mar/2030');
  expect(bucketLabel('2030-01-14', 'week')).toBe('sem. 14/01');
  expect(bucketLabel('2030-01-14', 'day')).toBe('14/01');
  expect(bucketLongLabel({ period: '2030-03', startDate: '2030-03-01', endDate: '2030-03-31' }, 'month')).toBe('março de 2030');
  expect(bucketLongLabel({ period: '2030-01-14', startDate: '2030-01-16', endDate: '2030-01-20' }, 'week')).toBe('16/01/2030 a 20/01/2030');
  expect(formatPercent('-87.99')).toBe('-87,99 %');
  expect(formatPercent(null)).toBe('—');
});
