import { UNUSED_PALETTES, getSystem, lightOnly } from '../theme';

const system = getSystem();

describe('the SGE system has no dark mode', () => {
  it('keeps the light value of a conditional semantic token', () => {
    expect(lightOnly({ fg: { value: { _light: '{colors.gray.900}', _dark: '{colors.white}' } }, solid: { value: '{colors.red.500}' } })).toEqual({
      fg: { value: '{colors.gray.900}' },
      solid: { value: '{colors.red.500}' },
    });
  });

  it('computes token variables for the base condition only (no .dark block)', () => {
    expect([...system.tokens.cssVarMap.keys()]).toEqual(['base']);
    expect(JSON.stringify(system._global)).not.toContain('.dark');
  });

  it('still resolves the semantic tokens the apps use to their light values', () => {
    expect(system.token('colors.fg')).toBe('var(--chakra-colors-fg)');
    const tokenCss = JSON.stringify(system._global);
    expect(tokenCss).toContain('"--chakra-colors-fg":"var(--chakra-colors-black)"');
    expect(tokenCss).toContain('"--chakra-colors-gold-fg":"var(--chakra-colors-gold-800)"');
  });

  it('leaves out the palettes no screen uses, keeps the others', () => {
    for (const palette of UNUSED_PALETTES) {
      expect(system.token(`colors.${palette}.500`)).toBeUndefined();
      expect(system.token(`colors.${palette}.solid`)).toBeUndefined();
    }
    for (const palette of ['gray', 'red', 'orange', 'green', 'blue', 'gold', 'navy']) {
      expect(system.token(`colors.${palette}.500`)).toBeDefined();
      expect(system.token(`colors.${palette}.solid`)).toBeDefined();
    }
  });
});
