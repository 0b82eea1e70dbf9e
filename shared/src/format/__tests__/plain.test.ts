import { formatDate, formatDateTime, formatTime } from '../index';
import { formatCalendarDate, formatLocalDateTime, formatLocalTime } from '../plain';

describe('the luxon-free formats give what @sge/shared/format gives', () => {
  it.each(['2026-11-27', '2026-01-01', '2024-02-29', '1999-12-31', '0999-03-04'])('calendar date %s', (iso) => {
    expect(formatCalendarDate(iso)).toBe(formatDate(iso));
  });

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '27/11/2026', '', '2026-1-1'])('not a calendar date: %s', (text) => {
    expect(formatCalendarDate(text)).toBe('Data inválida');
    expect(formatDate(text)).toBe('Data inválida');
  });

  it.each([0, 1_764_230_400_000, Date.UTC(2026, 10, 27, 2, 59), Date.UTC(2026, 5, 1, 23, 5)])('instant %p', (ms) => {
    expect(formatLocalDateTime(ms)).toBe(formatDateTime(ms));
    const iso = new Date(ms).toISOString();
    expect(formatLocalDateTime(iso)).toBe(formatDateTime(iso));
    expect(formatLocalTime(ms)).toBe(formatTime(ms));
    expect(formatLocalTime(iso)).toBe(formatTime(iso));
    expect(formatLocalTime('2026-11-21T08:03:00-03:00')).toBe(formatTime('2026-11-21T08:03:00-03:00'));
  });

  it('not an instant', () => {
    for (const value of [null, undefined, '', 'ontem', Number.NaN]) expect(formatLocalDateTime(value)).toBe('Data inválida');
    for (const value of [null, undefined, '', 'ontem', Number.NaN]) expect(formatLocalTime(value)).toBe('Hora inválida');
  });
});
