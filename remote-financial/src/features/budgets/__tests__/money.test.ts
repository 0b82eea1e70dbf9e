import { budgetTotals, fromCents, lineCents, toCents } from '../money';

it('turns decimal strings and pt-BR input into exact cents and back', () => {
  expect(toCents('180.00')).toBe(18000n);
  expect(toCents('1.234,5')).toBe(123450n);
  expect(toCents('0,1')).toBe(10n);
  expect(toCents('abc')).toBeNull();
  expect(fromCents(123450n)).toBe('1234.50');
  expect(fromCents(-5n)).toBe('-0.05');
});

it('adds up lines without float drift: 0.10 × 3 + 0.20 is exactly 0.50', () => {
  const lines = [
    { quantity: 3, unitPrice: '0.10', days: 1 },
    { quantity: 1, unitPrice: '0,20', days: 1 },
  ];
  expect(budgetTotals(lines, '')).toEqual({ subtotal: '0.50', discount: '0.00', total: '0.50', discountTooLarge: false });
  expect(lineCents({ quantity: 3, unitPrice: '180.00', days: 2 })).toBe(108000n);
  expect(lineCents({ quantity: 0, unitPrice: '1', days: 1 })).toBeNull();
});

it('flags a discount larger than the subtotal', () => {
  expect(budgetTotals([{ quantity: 1, unitPrice: '10', days: 1 }], '10,01').discountTooLarge).toBe(true);
});
