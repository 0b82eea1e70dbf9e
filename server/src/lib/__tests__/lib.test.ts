import { isValidCnpj, isValidCpf } from '@sge/shared/contract';
import { addDays, isCalendarDate, todayInCompanyZone } from '../calendar';
import { completeCnpj, completeCpf } from '../documents';
import { HttpError } from '../../http/errors';
import { blankToNull, collapse, requiredText } from '../text';

it('collapses white space, and stores a blank optional field as null (keeping its inner lines)', () => {
  expect(collapse('  Ana \n  Souza\t')).toBe('Ana Souza');
  expect(blankToNull('   ')).toBeNull();
  expect(blankToNull(undefined)).toBeNull();
  expect(blankToNull(null)).toBeNull();
  expect(blankToNull('  linha 1\nlinha 2 ')).toBe('linha 1\nlinha 2');
});

it('keeps a required text collapsed, and refuses one shorter than its minimum with a 400 naming the field', () => {
  expect(requiredText('  Casamento \n Silva ', 'Nome')).toBe('Casamento Silva');
  expect(requiredText('Rua', 'Endereço', 3)).toBe('Rua');
  const refused = (() => {
    try {
      requiredText(' A ', 'Nome');
    } catch (error) {
      return error;
    }
  })();
  expect(refused).toBeInstanceOf(HttpError);
  expect(refused).toMatchObject({ statusCode: 400, message: "Campo 'Nome' deve ter pelo menos 2 caracteres" });
  expect(() => requiredText('Rua ', 'Endereço', 5)).toThrow("Campo 'Endereço' deve ter pelo menos 5 caracteres");
});

it("reads today on São Paulo's calendar as YYYY-MM-DD, whatever the server's zone", () => {
  // 02:30 UTC is still the previous evening in São Paulo (UTC−3).
  expect(todayInCompanyZone(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
  expect(todayInCompanyZone(new Date('2026-03-01T03:30:00Z'))).toBe('2026-03-01');
  expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
});

it('knows a real calendar date in YYYY-MM-DD from one that is not', () => {
  expect(isCalendarDate('2028-02-29')).toBe(true);
  expect(isCalendarDate('2030-02-29')).toBe(false);
  expect(isCalendarDate('2030-02-30')).toBe(false);
  expect(isCalendarDate('2030-2-3')).toBe(false);
  expect(isCalendarDate('0000-01-01')).toBe(false);
});

it('completes CPFs and CNPJs with valid check digits', () => {
  expect(completeCpf('529982247')).toBe('52998224725');
  expect(completeCnpj('112223330001')).toBe('11222333000181');
  for (let i = 0; i < 50; i++) {
    expect(isValidCpf(completeCpf(String(100_000_000 + i * 7_919_013).slice(0, 9)))).toBe(true);
    expect(isValidCnpj(completeCnpj(`${String(10_000_000 + i * 1_299_709).slice(0, 8)}0001`))).toBe(true);
  }
});
