/**
 * The venue path's static sheet: the light components' CSS, generated once from the theme's tokens
 * (venue-css.template.ts) into `venue-css.generated.ts`, the way the system sheet is
 * (ui/system-css.ts). A test fails when the theme changes and the file does not follow. No Chakra
 * at run time: the browser parses the text from one `<style>` element.
 */
import { VENUE_CSS } from './venue-css.generated';

export { VENUE_CSS };

/** The id of the `<style>` element holding {@link VENUE_CSS}. */
export const VENUE_CSS_ELEMENT_ID = 'sge-venue-css';

/** Appends the venue sheet to `<head>`, once (no document: nothing). */
export function installVenueCss(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  if (!doc || doc.getElementById(VENUE_CSS_ELEMENT_ID)) return;
  const style = doc.createElement('style');
  style.id = VENUE_CSS_ELEMENT_ID;
  style.textContent = VENUE_CSS;
  doc.head.appendChild(style);
}
