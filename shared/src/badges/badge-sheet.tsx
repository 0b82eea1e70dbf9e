/**
 * Staff badges laid out for printing on A4 (issue 13): 8 cards of 85 × 54 mm a page (2 × 4, the
 * size of an ID card), with cutting room between them and a dashed cutting guide around each. Each
 * card carries the company's logo or name, the person's name and function, the event and its dates
 * (when printed for an event), the QR code (34 mm with its quiet zone, the code itself 25.8 mm) and
 * the short code for typing by hand. Sizes are in millimetres so print and screen preview agree.
 */
import { useState } from 'react';
import { formatDate } from '@sge/shared/format';
import { systemSettings } from '@sge/shared/session';
import { BadgeQr } from './badge-qr';

/** What one printed badge shows: an employee's `Badge` with their name and function, or an `EventBadge`. */
export interface PrintableBadge {
  employeeId: number;
  name: string;
  function: string;
  /** ABCDE-FGHJK. */
  shortCode: string;
  /** What the QR code holds, exactly (`SGE1:<code>`). */
  qrPayload: string;
}

/** The event the badges are printed for: its name and the dates to print (YYYY-MM-DD). */
export interface BadgeEvent {
  name: string;
  dates: string[];
}

/** Who the badges belong to: the company's name, and its logo when it has one. */
export interface BadgeCompany {
  companyName: string;
  logoUrl: string | null;
}

/** Props of {@link BadgeSheet}. */
export interface BadgeSheetProps {
  badges: PrintableBadge[];
  /** Printed on every card when given. */
  event?: BadgeEvent;
  /** Default: the system settings kept on the device (`systemSettings()`). */
  company?: BadgeCompany;
}

/** Cards on one A4 page (2 columns × 4 rows). */
export const BADGES_PER_PAGE = 8;

/** The pt-BR texts printed on a badge. */
export const BADGE_SHEET_TEXTS = {
  title: 'Crachá',
  code: 'Código',
  qrLabel: (name: string) => `QR code do crachá de ${name}`,
  sheetLabel: 'Crachás para impressão',
  pageLabel: (page: number, pages: number) => `Página ${page} de ${pages}`,
} as const;

/** '21/11/2026', or '21/11/2026 – 22/11/2026 (2 dias)' for several dates (first and last, in order). */
export function badgeDatesLabel(dates: readonly string[]): string {
  const sorted = [...new Set(dates)].sort();
  if (sorted.length === 0) return '';
  if (sorted.length === 1) return formatDate(sorted[0]);
  return `${formatDate(sorted[0])} – ${formatDate(sorted[sorted.length - 1])} (${sorted.length} dias)`;
}

/** The badges in pages of {@link BADGES_PER_PAGE}. */
export function badgePages<T>(badges: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < badges.length; i += BADGES_PER_PAGE) pages.push(badges.slice(i, i + BADGES_PER_PAGE));
  return pages;
}

/**
 * The sheet's CSS. On paper (`@media print`): A4 with no page margin (so the browser prints no
 * header or footer line), one `.sge-badge-page` per sheet and a page break after each. Colours are
 * printed exactly (`print-color-adjust`) so the gold rule and the QR stay as designed.
 */
export const BADGE_SHEET_CSS = `
.sge-badge-sheet { color: #0A1226; font-family: Inter, 'Segoe UI', Roboto, Arial, sans-serif; }
.sge-badge-page {
  box-sizing: border-box; width: 210mm; height: 296mm; padding: 28mm 15mm 0; background: #fff;
  display: grid; grid-template-columns: repeat(2, 85mm); grid-auto-rows: 54mm; gap: 8mm 10mm;
  align-content: start; overflow: hidden; break-after: page; page-break-after: always;
}
.sge-badge-page:last-child { break-after: auto; page-break-after: auto; }
.sge-badge-card {
  box-sizing: border-box; width: 85mm; height: 54mm; padding: 2.5mm 3mm; background: #fff;
  outline: 0.25mm dashed #9ca3af; outline-offset: 1.5mm; border: 0.3mm solid #d1d5db; border-radius: 2mm;
  display: grid; grid-template-rows: 8mm 1fr; row-gap: 1.5mm; overflow: hidden;
  break-inside: avoid; page-break-inside: avoid; -webkit-print-color-adjust: exact; print-color-adjust: exact;
}
.sge-badge-head {
  display: flex; align-items: center; justify-content: space-between; gap: 2mm;
  border-bottom: 0.6mm solid #D4AF37; min-width: 0;
}
.sge-badge-logo { max-height: 7mm; max-width: 45mm; object-fit: contain; }
.sge-badge-company {
  font-size: 9pt; font-weight: 700; line-height: 1.1; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.sge-badge-kind { font-size: 7pt; font-weight: 700; letter-spacing: 0.4mm; text-transform: uppercase; color: #8a6d12; }
.sge-badge-body { display: grid; grid-template-columns: 1fr 34mm; column-gap: 2.5mm; min-height: 0; }
.sge-badge-info { display: flex; flex-direction: column; min-width: 0; }
.sge-badge-name {
  font-size: 12.5pt; font-weight: 800; line-height: 1.1; margin: 0;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; overflow-wrap: anywhere;
}
.sge-badge-function { font-size: 9pt; margin: 0.8mm 0 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.sge-badge-event {
  font-size: 8pt; font-weight: 700; margin: 1.5mm 0 0; line-height: 1.15;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden;
}
.sge-badge-dates { font-size: 7.5pt; margin: 0.5mm 0 0; color: #374151; }
.sge-badge-code { margin-top: auto; }
.sge-badge-code-label { display: block; font-size: 6.5pt; text-transform: uppercase; letter-spacing: 0.3mm; color: #4b5563; }
.sge-badge-short {
  display: block; font-family: 'DejaVu Sans Mono', 'Liberation Mono', Menlo, Consolas, ui-monospace, monospace;
  font-size: 13pt; font-weight: 700; letter-spacing: 0.2mm; white-space: nowrap;
}
.sge-badge-qr { display: block; width: 34mm; height: 34mm; align-self: center; }
@media print {
  @page { size: A4 portrait; margin: 0; }
  .sge-badge-card { border-color: #e5e7eb; }
}
`;

function CompanyMark({ company }: { company: BadgeCompany }) {
  const [logoFailed, setLogoFailed] = useState(false);
  if (company.logoUrl && !logoFailed) {
    return <img className="sge-badge-logo" src={company.logoUrl} alt={company.companyName} onError={() => setLogoFailed(true)} />;
  }
  return <span className="sge-badge-company">{company.companyName}</span>;
}

function BadgeCard({ badge, event, company, datesLabel }: { badge: PrintableBadge; event?: BadgeEvent; company: BadgeCompany; datesLabel: string }) {
  return (
    <article className="sge-badge-card" aria-label={`${BADGE_SHEET_TEXTS.title}: ${badge.name}`}>
      <header className="sge-badge-head">
        <CompanyMark company={company} />
        <span className="sge-badge-kind">{BADGE_SHEET_TEXTS.title}</span>
      </header>
      <div className="sge-badge-body">
        <div className="sge-badge-info">
          <p className="sge-badge-name">{badge.name}</p>
          <p className="sge-badge-function">{badge.function}</p>
          {event && <p className="sge-badge-event">{event.name}</p>}
          {event && datesLabel && <p className="sge-badge-dates">{datesLabel}</p>}
          <p className="sge-badge-code">
            <span className="sge-badge-code-label">{BADGE_SHEET_TEXTS.code}</span>
            <span className="sge-badge-short">{badge.shortCode}</span>
          </p>
        </div>
        <BadgeQr className="sge-badge-qr" payload={badge.qrPayload} label={BADGE_SHEET_TEXTS.qrLabel(badge.name)} size="34mm" />
      </div>
    </article>
  );
}

/**
 * The badges as A4 pages (8 a page), ready for `window.print()`. Renders only the pages and their
 * CSS; {@link BadgePrintPreview} adds the screen preview, its buttons and hides the app when printing.
 */
export function BadgeSheet({ badges, event, company }: BadgeSheetProps) {
  const shownCompany = company ?? pickCompany();
  const pages = badgePages(badges);
  const datesLabel = event ? badgeDatesLabel(event.dates) : '';
  return (
    <div className="sge-badge-sheet" role="region" aria-label={BADGE_SHEET_TEXTS.sheetLabel}>
      <style>{BADGE_SHEET_CSS}</style>
      {pages.map((page, index) => (
        <section key={index} className="sge-badge-page" aria-label={BADGE_SHEET_TEXTS.pageLabel(index + 1, pages.length)}>
          {page.map((badge) => (
            <BadgeCard key={badge.employeeId} badge={badge} event={event} company={shownCompany} datesLabel={datesLabel} />
          ))}
        </section>
      ))}
    </div>
  );
}

function pickCompany(): BadgeCompany {
  const { companyName, logoUrl } = systemSettings();
  return { companyName, logoUrl };
}
