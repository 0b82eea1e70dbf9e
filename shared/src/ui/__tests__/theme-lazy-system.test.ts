/**
 * The Chakra system is made on first use, not when `@sge/shared/ui` is evaluated: on the venue path
 * Chakra's modules are evaluated while the browser is idle, and `createSystem` (the longest single
 * piece) then runs in the first provider's render, a task of its own.
 */
const createSystem = jest.fn();

jest.mock('@chakra-ui/react/styled-system', () => {
  const actual = jest.requireActual('@chakra-ui/react/styled-system');
  createSystem.mockImplementation(actual.createSystem);
  return { ...actual, createSystem };
});

beforeEach(() => createSystem.mockClear());

it('evaluating the UI entry does not create the system', () => {
  jest.isolateModules(() => {
    jest.requireActual('../index');
  });
  expect(createSystem).not.toHaveBeenCalled();
});

it('creates it once, on the first use, for the provider and for anyone who asks', () => {
  jest.isolateModules(() => {
    const { getSystem } = jest.requireActual<typeof import('../theme')>('../theme');
    const { getProviderSystem } = jest.requireActual<typeof import('../system-css')>('../system-css');
    const provider = getProviderSystem();
    expect(createSystem).toHaveBeenCalledTimes(1);
    expect(getSystem()).toBe(getSystem());
    expect(provider.tokens).toBe(getSystem().tokens);
    expect(getProviderSystem()).toBe(provider);
    expect(createSystem).toHaveBeenCalledTimes(1);
  });
});
