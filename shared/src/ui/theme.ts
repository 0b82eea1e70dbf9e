/**
 * The SGE design system: Chakra's base config (conditions, utilities) + the default tokens and
 * semantic tokens + ONLY the recipes of the components `@sge/shared/ui` re-exports + the brand.
 *
 * Bundle size: `defaultSystem` carries every Chakra recipe and federation ships this module whole.
 * Recipes are imported one by one from `@chakra-ui/react/theme`, and ONLY re-exported names may be
 * imported from there: its index module builds `defaultThemeConfig` (all recipes) at top level, so
 * importing a binding it defines itself (`tokens`, `semanticTokens`, `cssVarsRoot`…) keeps every
 * recipe in the federated build. The default tokens are therefore a checked copy (theme-tokens.ts).
 * When you re-export a new Chakra component in `index.ts`, add its recipe here too.
 */
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react/styled-system';
import { defaultSemanticTokens, defaultTokens } from './theme-tokens';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textStyles,
  textareaRecipe,
} from '@chakra-ui/react/theme';

/** The brand colours (SPEC §9). Text on `primary` must be `secondary` (white on gold fails WCAG AA). */
export const BRAND = { primary: '#D4AF37', secondary: '#0A1226' } as const;

/** Gold scale built around the brand primary (500). */
const gold = {
  50: '#FBF7E9',
  100: '#F6EDCC',
  200: '#EEDC9C',
  300: '#E5CA6B',
  400: '#DCBB4A',
  500: BRAND.primary,
  600: '#B8942A',
  700: '#927422',
  800: '#6D561B',
  900: '#4A3A13',
  950: '#2B220B',
} as const;

/** Navy scale built around the brand secondary (900). */
const navy = {
  50: '#E9ECF3',
  100: '#C8CFE0',
  200: '#9AA6C4',
  300: '#6B7BA6',
  400: '#46578A',
  500: '#2A3B6E',
  600: '#1D2B57',
  700: '#142042',
  800: '#0F1832',
  900: BRAND.secondary,
  950: '#050914',
} as const;

const scale = (shades: Record<number, string>) =>
  Object.fromEntries(Object.entries(shades).map(([k, v]) => [k, { value: v }]));

const brandConfig = defineConfig({
  theme: {
    tokens: {
      colors: { gold: scale(gold), navy: scale(navy) },
    },
    semanticTokens: {
      colors: {
        brand: {
          primary: { value: '{colors.gold.500}' },
          secondary: { value: '{colors.navy.900}' },
          /** Text/icon colour on `brand.primary` (navy: 8.8:1). */
          onPrimary: { value: '{colors.navy.900}' },
          /** Text/icon colour on `brand.secondary`. */
          onSecondary: { value: '{colors.white}' },
        },
        // `colorPalette="gold"` (same keys as Chakra's palettes): solid gold with navy text (8.8:1),
        // gold.800 text on light backgrounds (7:1), gold.700 focus ring (4.4:1 on white).
        gold: {
          solid: { value: '{colors.gold.500}' },
          contrast: { value: '{colors.navy.900}' },
          fg: { value: { _light: '{colors.gold.800}', _dark: '{colors.gold.300}' } },
          subtle: { value: { _light: '{colors.gold.100}', _dark: '{colors.gold.900}' } },
          muted: { value: { _light: '{colors.gold.200}', _dark: '{colors.gold.800}' } },
          emphasized: { value: { _light: '{colors.gold.300}', _dark: '{colors.gold.700}' } },
          focusRing: { value: { _light: '{colors.gold.700}', _dark: '{colors.gold.400}' } },
          border: { value: { _light: '{colors.gold.600}', _dark: '{colors.gold.400}' } },
        },
        // `colorPalette="navy"`: solid navy with white text.
        navy: {
          solid: { value: '{colors.navy.900}' },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: '{colors.navy.900}', _dark: '{colors.navy.100}' } },
          subtle: { value: { _light: '{colors.navy.100}', _dark: '{colors.navy.900}' } },
          muted: { value: { _light: '{colors.navy.200}', _dark: '{colors.navy.800}' } },
          emphasized: { value: { _light: '{colors.navy.300}', _dark: '{colors.navy.700}' } },
          focusRing: { value: { _light: '{colors.navy.500}', _dark: '{colors.navy.300}' } },
          border: { value: { _light: '{colors.navy.700}', _dark: '{colors.navy.300}' } },
        },
      },
    },
  },
});

/**
 * SGE has no dark mode: a semantic token's `{ _light, _dark }` value becomes its light value. The
 * `.dark` variables were never applied, and computing them cost the phone a fifth of `createSystem`
 * (token CSS) before the first screen.
 */
export function lightOnly<T>(node: T): T {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  if ('value' in node) {
    const value = (node as { value: unknown }).value;
    if (value && typeof value === 'object' && '_light' in value) return { ...node, value: (value as { _light: unknown })._light };
    return node;
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T;
}

/** Chakra palettes no SGE screen or used recipe names: their tokens are left out of the system. */
export const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink'] as const;

function withoutUnusedPalettes<T extends { colors?: unknown }>(tokens: T | undefined): T | undefined {
  if (!tokens?.colors) return tokens;
  const colors = Object.fromEntries(
    Object.entries(tokens.colors as Record<string, unknown>).filter(([name]) => !(UNUSED_PALETTES as readonly string[]).includes(name)),
  );
  return { ...tokens, colors };
}

/** Light values only, and no unused palette: fewer tokens for `createSystem` to process on the phone. */
const lightOnlyConfig = (config: SystemConfig): SystemConfig =>
  config.theme
    ? {
        ...config,
        theme: {
          ...config.theme,
          tokens: withoutUnusedPalettes(config.theme.tokens),
          semanticTokens: withoutUnusedPalettes(lightOnly(config.theme.semanticTokens)),
        },
      }
    : config;

const baseThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: defaultTokens,
    semanticTokens: defaultSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

/**
 * Phones (issue 12): a dialog keeps a margin to the screen's edges instead of touching them, and a
 * long unbroken text (an e-mail, a document number) wraps inside it instead of widening it.
 */
const narrowScreenConfig = defineConfig({
  theme: {
    slotRecipes: {
      dialog: {
        slots: dialogSlotRecipe.slots,
        base: {
          positioner: { px: { base: '3', sm: '4' } },
          content: { overflowWrap: 'anywhere' },
        },
      },
    },
  },
});

let created: SystemContext | undefined;

/**
 * The one Chakra system of every SGE app (pass it to `ChakraProvider`, or use `UiProvider`), made
 * on first use, not when this module is evaluated. `createSystem` is the longest single piece of
 * loading Chakra (its token dictionary): made here, it runs in the first render of a provider, a
 * task of its own, instead of adding to the task that evaluates Chakra's modules. On the venue path
 * both happen while the browser is idle, and a tap between them is answered.
 */
export function getSystem(): SystemContext {
  created ??= createSystem(defaultBaseConfig, lightOnlyConfig(baseThemeConfig), lightOnlyConfig(brandConfig), narrowScreenConfig);
  return created;
}
