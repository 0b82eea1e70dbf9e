import { semanticTokens, tokens } from '@chakra-ui/react/theme';
import { defaultSemanticTokens, defaultTokens } from '../theme-tokens';

// theme-tokens.ts is a copy made for bundle size (see its header): it must match the installed Chakra.
describe('theme-tokens', () => {
  it("equals Chakra's default tokens and semantic tokens", () => {
    expect(defaultTokens).toEqual(JSON.parse(JSON.stringify(tokens)));
    expect(defaultSemanticTokens).toEqual(JSON.parse(JSON.stringify(semanticTokens)));
  });
});
