/**
 * @jest-environment node
 */
import { DEFAULT_SETTINGS, SETTINGS_LIMITS, type SystemSettings } from '../index';

test('the default settings are settings the API answers, within their limits', () => {
  // A type check first: DEFAULT_SETTINGS is written without the schema's type (values import no schema).
  const defaults: SystemSettings = DEFAULT_SETTINGS;
  const answered: typeof DEFAULT_SETTINGS = defaults;
  expect(answered.dueSoonDays).toBeGreaterThanOrEqual(SETTINGS_LIMITS.dueSoonDays.min);
  expect(answered.offlinePurgeDays).toBeLessThanOrEqual(SETTINGS_LIMITS.offlinePurgeDays.max);
  expect(answered.clockSkewMinutes).toBeGreaterThanOrEqual(SETTINGS_LIMITS.clockSkewMinutes.min);
});
