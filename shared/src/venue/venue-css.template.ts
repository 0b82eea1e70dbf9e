/**
 * The venue sheet's rules, written against the theme's tokens. Only the test that generates
 * `venue-css.generated.ts` imports this file (with the theme): the app ships the generated text.
 */

/** Reads a theme token's value by its name (`colors.gold.500`, `radii.md`, `spacing.3`). */
export type TokenReader = (name: string) => string;

/** The light components' CSS (the `sge-v-` classes), with every colour, radius and font from `t`. */
export function buildVenueCss(t: TokenReader): string {
  const focus = `outline:2px solid ${t('colors.gold.700')};outline-offset:2px`;
  return [
    `.sge-v{color:${t('colors.fg')};line-height:1.5;font-family:${t('fonts.body')};-webkit-font-smoothing:antialiased}`,
    `:where(.sge-v) *,:where(.sge-v) *::before,:where(.sge-v) *::after{box-sizing:border-box}`,
    `:where(.sge-v) :where(h1,h2,p,ul,li){margin:0;padding:0}`,
    `.sge-v-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}`,
    `.sge-v-svg{width:1em;height:1em;flex-shrink:0}`,
    `.sge-v-header{display:flex;flex-direction:column;align-items:stretch;justify-content:space-between;gap:1rem;margin-bottom:1.5rem}`,
    `.sge-v-titles{display:flex;flex-direction:column;gap:.25rem;min-width:0}`,
    `.sge-v-title{color:${t('colors.fg')};font-size:${t('fontSizes.xl')};line-height:1.875rem;font-weight:600;overflow-wrap:anywhere}`,
    `.sge-v-desc{color:${t('colors.fg.muted')};overflow-wrap:anywhere}`,
    `.sge-v-actions{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;min-width:0}`,
    `.sge-v-sm{font-size:${t('fontSizes.sm')};line-height:1.25rem}`,
    `.sge-v-muted{color:${t('colors.fg.muted')}}`,
    `.sge-v-note{margin-bottom:.75rem;font-size:${t('fontSizes.sm')};color:${t('colors.fg.muted')}}`,
    `.sge-v-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.75rem}`,
    `.sge-v-card{list-style:none;display:flex;flex-direction:column;gap:.5rem;border:1px solid ${t('colors.border')};border-radius:${t('radii.md')};padding:.75rem;background:${t('colors.bg.panel')}}`,
    `.sge-v-row{display:flex;gap:.5rem;align-items:flex-start}`,
    `.sge-v-grow-box{flex:1;min-width:0}`,
    `.sge-v-name{font-weight:600;overflow-wrap:anywhere}`,
    `.sge-v-place{font-size:${t('fontSizes.sm')};color:${t('colors.fg.muted')};overflow-wrap:anywhere}`,
    `.sge-v-wrap{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem}`,
    `.sge-v-badge{display:inline-flex;align-items:center;gap:.25rem;min-height:1.25rem;padding:0 .375rem;border-radius:${t('radii.sm')};font-size:${t('fontSizes.xs')};line-height:1rem;font-weight:500;font-variant-numeric:tabular-nums;white-space:nowrap}`,
    `.sge-v-badge-gold{background:${t('colors.gold.100')};color:${t('colors.gold.800')}}`,
    `.sge-v-badge-green{background:${t('colors.green.100')};color:${t('colors.green.800')}}`,
    `.sge-v-badge-gray{background:${t('colors.gray.100')};color:${t('colors.gray.800')}}`,
    `.sge-v-badge-orange{background:${t('colors.orange.100')};color:${t('colors.orange.800')}}`,
    `.sge-v-btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;position:relative;flex-shrink:0;height:2.5rem;min-width:2.5rem;margin:0;padding:0 1rem;border:1px solid transparent;border-radius:${t('radii.sm')};background:transparent;color:${t('colors.gray.800')};font:inherit;font-size:${t('fontSizes.sm')};line-height:1.25rem;font-weight:500;text-align:center;white-space:nowrap;vertical-align:middle;cursor:pointer;-webkit-appearance:none;appearance:none}`,
    `.sge-v-btn:focus-visible{${focus}}`,
    `.sge-v-btn:disabled{opacity:.5;cursor:not-allowed}`,
    `.sge-v-btn svg{width:1em;height:1em;flex-shrink:0}`,
    `.sge-v-btn[aria-busy=true]{cursor:progress}`,
    `.sge-v-btn[aria-busy=true]>*{opacity:.4}`,
    `.sge-v-btn-primary{background:${t('colors.gold.500')};color:${t('colors.navy.900')}}`,
    `.sge-v-btn-outline{border-color:${t('colors.border')}}`,
    `.sge-v-btn-icon{min-width:3rem;min-height:3rem;padding:0}`,
    `.sge-v-btn-lg{flex:1 1 0%;height:auto;min-height:3rem}`,
    `.sge-v-btn-wraps{padding-top:.25rem;padding-bottom:.25rem;white-space:normal}`,
    `.sge-v-btn-tall{min-height:3rem}`,
    `@media (hover:hover){.sge-v-btn-primary:hover:not(:disabled){background:${t('colors.gold.600')}}.sge-v-btn-outline:hover:not(:disabled),.sge-v-btn-icon:hover:not(:disabled){background:${t('colors.gray.100')}}}`,
    `.sge-v-menu-root{position:relative;display:inline-block}`,
    `.sge-v-menu{position:absolute;top:calc(100% + 4px);right:0;z-index:1000;width:max-content;max-width:calc(100vw - 2rem);min-width:11rem;padding:.25rem 0;background:${t('colors.bg.panel')};color:${t('colors.fg')};border:1px solid ${t('colors.border')};border-radius:${t('radii.md')};box-shadow:0 4px 8px rgba(24,24,27,.1),0 0 1px rgba(24,24,27,.3)}`,
    `.sge-v-menu-start{right:auto;left:0}`,
    `.sge-v-menuitem{display:flex;align-items:center;gap:.5rem;width:100%;min-height:2.75rem;padding:.5rem .75rem;border:0;background:transparent;color:inherit;font:inherit;font-size:${t('fontSizes.sm')};text-align:start;cursor:pointer}`,
    `.sge-v-menuitem:hover,.sge-v-menuitem:focus{background:${t('colors.gray.100')};outline:none}`,
    `.sge-v-menuitem:focus-visible{outline:2px solid ${t('colors.gold.700')};outline-offset:-2px}`,
    `.sge-v-menuitem[aria-disabled=true]{opacity:.5;cursor:not-allowed}`,
    `.sge-v-menuitem-danger{color:${t('colors.red.700')}}`,
    `.sge-v-pager{display:flex;align-items:center;justify-content:space-between;gap:.5rem;margin-top:.75rem}`,
    `.sge-v-alert{padding:.5rem .75rem;border-radius:${t('radii.md')};background:${t('colors.orange.100')};color:${t('colors.orange.900')};font-size:${t('fontSizes.sm')}}`,
    `@media (min-width:48em){.sge-v-header{flex-direction:row;align-items:flex-end}.sge-v-title{font-size:${t('fontSizes.2xl')};line-height:2rem}.sge-v-actions{justify-content:flex-end}}`,
  ].join('\n');
}
