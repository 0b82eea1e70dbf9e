import { getConfig } from '@testing-library/dom';

test('findBy* and waitFor wait up to 5 s in every jsdom suite (a loaded 2-core CI machine renders slowly)', () => {
  expect(getConfig().asyncUtilTimeout).toBe(5000);
});
