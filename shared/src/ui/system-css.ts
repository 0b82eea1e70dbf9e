/**
 * The design system's global CSS (the `@layer` order, Chakra's preflight reset, the global styles
 * and every token as a CSS variable), shipped as a static sheet instead of being built at runtime.
 *
 * `ChakraProvider` serialises the system's global styles with emotion and compiles them with stylis
 * on the first render: about 38 KB of CSS, a long task on a phone before the first signed-in screen
 * (issue 15, Lighthouse on /events). The same text is generated once from the system (`getSystem()`) into
 * `system-css.generated.ts` (a test fails when the theme changes and the file does not follow), and
 * the browser parses it natively from one `<style>` element.
 */
import type { SystemContext } from '@chakra-ui/react/styled-system';
import { getSystem } from './theme';
import { SYSTEM_CSS } from './system-css.generated';
import { ICON_CSS } from './icons';

export { SYSTEM_CSS };

/** The id of the `<style>` element that holds {@link SYSTEM_CSS}. */
export const SYSTEM_CSS_ELEMENT_ID = 'sge-system-css';

let providerSystem: SystemContext | undefined;

/**
 * The system as `ChakraProvider` receives it: the same system, without its global styles (already in
 * the static sheet), so the provider's emotion `Global`s insert nothing. Chakra is patched
 * (patches/@chakra-ui__react@3.37.0.patch) to build `_global` on first read instead of in
 * `createSystem`, so it is copied by descriptor: reading it would build the CSS this sheet replaces.
 * Made on first use, like the system (theme.ts).
 */
export function getProviderSystem(): SystemContext {
  if (providerSystem) return providerSystem;
  const system = getSystem();
  providerSystem = Object.defineProperties(Object.create(Object.getPrototypeOf(system)) as SystemContext, {
    ...Object.getOwnPropertyDescriptors(system),
    _global: { value: [], enumerable: true },
    _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
  });
  return providerSystem;
}

/**
 * Puts the static sheet first in `<head>` (once): before emotion's sheets, so its
 * `@layer reset, base, tokens, recipes` statement fixes the layers' order as Chakra's provider does.
 * The SGE icons' rules ({@link ICON_CSS}) follow the system's.
 */
export function installSystemCss(doc: Document = document): void {
  if (doc.getElementById(SYSTEM_CSS_ELEMENT_ID)) return;
  const style = doc.createElement('style');
  style.id = SYSTEM_CSS_ELEMENT_ID;
  style.textContent = `${SYSTEM_CSS}\n${ICON_CSS}`;
  doc.head.prepend(style);
}
