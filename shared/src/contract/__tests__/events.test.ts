import { offlineTimeWins } from '@sge/shared/contract';

describe('offlineTimeWins (SPEC §5)', () => {
  it('sends when the server has no time', () => {
    expect(offlineTimeWins('2026-11-22T10:00:00Z', null)).toBe(true);
    expect(offlineTimeWins('2026-11-22T10:00:00Z', undefined)).toBe(true);
  });
  it('sends when the local time is earlier than the server time', () => {
    expect(offlineTimeWins('2026-11-22T09:59:59Z', '2026-11-22T10:00:00Z')).toBe(true);
    expect(offlineTimeWins('2026-11-22T07:00:00-03:00', '2026-11-22T10:00:01Z')).toBe(true);
  });
  it('discards when the server time is earlier or equal', () => {
    expect(offlineTimeWins('2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z')).toBe(false);
    expect(offlineTimeWins('2026-11-22T10:00:01Z', '2026-11-22T10:00:00Z')).toBe(false);
  });
  it('never sends an empty or invalid local time', () => {
    expect(offlineTimeWins(null, null)).toBe(false);
    expect(offlineTimeWins('ontem', null)).toBe(false);
  });
});
