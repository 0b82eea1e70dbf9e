import { formatCurrency, formatDate, formatDateTime, formatPhone, formatTime, toDateTime, toIsoDate } from '@sge/shared/format';

const NBSP = '\u00a0';

describe('dates', () => {
  it('reads YYYY-MM-DD as a local date, never shifted', () => {
    const dt = toDateTime('2026-03-01');
    expect(dt?.day).toBe(1);
    expect(dt?.hour).toBe(0);
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(toIsoDate('2026-03-01')).toBe('2026-03-01');
  });
  it('shows Data inválida / Hora inválida', () => {
    expect(formatDate('2026-13-45')).toBe('Data inválida');
    expect(formatDate(null)).toBe('Data inválida');
    expect(formatDateTime('nope')).toBe('Data inválida');
    expect(formatTime('nope')).toBe('Hora inválida');
  });
  it('uses 24 h time', () => {
    expect(formatTime(new Date(2026, 0, 1, 21, 5))).toBe('21:05');
    expect(formatDateTime(new Date(2026, 0, 1, 9, 5))).toBe('01/01/2026 09:05');
  });
});

describe('currency', () => {
  it('formats BRL with 2 decimals and a non-breaking space', () => {
    expect(formatCurrency('1234.5')).toBe(`R$${NBSP}1.234,50`);
    expect(formatCurrency(0.1)).toBe(`R$${NBSP}0,10`);
  });
  it('shows R$ 0,00 when empty', () => {
    expect(formatCurrency(null)).toBe(`R$${NBSP}0,00`);
    expect(formatCurrency(undefined)).toBe(`R$${NBSP}0,00`);
    expect(formatCurrency('')).toBe(`R$${NBSP}0,00`);
  });
});

it('formats phones', () => {
  expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
  expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
});

it('builds the currency format on the first amount, not when the module loads (a first screen shows none)', () => {
  const spy = jest.spyOn(Intl, 'NumberFormat');
  let format: typeof import('../index') | undefined;
  jest.isolateModules(() => {
    format = jest.requireActual<typeof import('../index')>('../index');
  });
  expect(spy).not.toHaveBeenCalled();
  expect(format!.formatCurrency('1234.5')).toBe('R$\u00a01.234,50');
  expect(format!.formatCurrency(null)).toBe('R$\u00a00,00');
  expect(spy).toHaveBeenCalledTimes(1);
});
