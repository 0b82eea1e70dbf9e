/**
 * The screen preview of badges to print, and what prints. It renders into its own `#sge-print-root`
 * at the end of <body>: on screen it covers the app (the rest of the page is made inert while it is
 * open), and on paper a print style hides every other child of <body>, so nothing of the app's shell
 * prints, only the A4 pages of {@link BadgeSheet}.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Button, HStack, Heading, Stack, Text, UiProvider } from '@sge/shared/ui';
import { BadgeSheet, badgePages, type BadgeCompany, type BadgeEvent, type PrintableBadge } from './badge-sheet';

/** The id of the element the preview renders into (the only child of <body> that prints). */
export const PRINT_ROOT_ID = 'sge-print-root';

/** The pt-BR texts of the preview. */
export const BADGE_PRINT_TEXTS = {
  title: 'Crachás para impressão',
  print: 'Imprimir',
  close: 'Fechar',
  summary: (badges: number, pages: number) =>
    `${badges === 1 ? '1 crachá' : `${badges} crachás`} em ${pages === 1 ? '1 página' : `${pages} páginas`} A4`,
  hint: 'No diálogo de impressão, escolha papel A4 e escala 100% (tamanho real).',
} as const;

const PRINT_ROOT_CSS = `
@media screen {
  #${PRINT_ROOT_ID} { position: fixed; inset: 0; z-index: 1500; overflow: auto; background: #4b5563; }
  #${PRINT_ROOT_ID} .sge-print-toolbar { position: sticky; top: 0; z-index: 1; }
  #${PRINT_ROOT_ID} .sge-badge-sheet { display: flex; flex-direction: column; align-items: center; gap: 24px; padding: 24px; }
  #${PRINT_ROOT_ID} .sge-badge-page { box-shadow: 0 2px 12px rgba(0, 0, 0, 0.45); flex: none; }
}
@media print {
  body > *:not(#${PRINT_ROOT_ID}) { display: none !important; }
  html, body { background: #fff !important; margin: 0 !important; padding: 0 !important; height: auto !important; min-height: 0 !important; overflow: visible !important; }
  #${PRINT_ROOT_ID} { position: static !important; overflow: visible !important; }
  #${PRINT_ROOT_ID} .sge-print-toolbar { display: none !important; }
}
`;

/** Props of {@link BadgePrintPreview}. */
export interface BadgePrintPreviewProps {
  badges: PrintableBadge[];
  /** Printed on every card when given (the event's name and the dates printed). */
  event?: BadgeEvent;
  /** Default: the system settings kept on the device. */
  company?: BadgeCompany;
  /** 'Fechar' or Esc. */
  onClose: () => void;
}

/** Makes every other child of <body> inert while the preview is open; gives back what it changed. */
function useInertSiblings(root: HTMLElement) {
  useEffect(() => {
    const changed = Array.from(document.body.children).filter(
      (el): el is HTMLElement => el !== root && el instanceof HTMLElement && !el.inert,
    );
    changed.forEach((el) => {
      el.inert = true;
    });
    return () =>
      changed.forEach((el) => {
        el.inert = false;
      });
  }, [root]);
}

/**
 * The preview of badges to print (a modal dialog over the app) with 'Imprimir' (the browser's print
 * dialog) and 'Fechar'. Focus starts on 'Imprimir' and goes back where it was on close.
 */
export function BadgePrintPreview({ badges, event, company, onClose }: BadgePrintPreviewProps) {
  const [root] = useState(() => {
    const el = document.createElement('div');
    el.id = PRINT_ROOT_ID;
    return el;
  });
  const printRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.appendChild(root);
    return () => {
      root.remove();
      previousFocus?.focus();
    };
  }, [root]);
  useInertSiblings(root);

  useEffect(() => {
    printRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
    };
    // Going back or forward leaves the page the badges were printed from: the preview goes with it.
    const onPopState = () => onCloseRef.current();
    document.addEventListener('keydown', onKey);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  const pages = badgePages(badges).length;
  return createPortal(
    <div role="dialog" aria-modal="true" aria-labelledby="sge-print-title" aria-describedby="sge-print-summary">
      <style>{PRINT_ROOT_CSS}</style>
      <Stack className="sge-print-toolbar" gap="1" px={{ base: '4', md: '6' }} py="3" bg="bg" borderBottomWidth="1px" boxShadow="sm">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Stack gap="0">
            <Heading as="h2" id="sge-print-title" size="md">
              {BADGE_PRINT_TEXTS.title}
            </Heading>
            <Text id="sge-print-summary" fontSize="sm" color="fg.muted">
              {BADGE_PRINT_TEXTS.summary(badges.length, pages)}. {BADGE_PRINT_TEXTS.hint}
            </Text>
          </Stack>
          <HStack gap="2">
            <Button variant="outline" onClick={onClose}>
              {BADGE_PRINT_TEXTS.close}
            </Button>
            <Button ref={printRef} colorPalette="gold" onClick={() => window.print()}>
              {BADGE_PRINT_TEXTS.print}
            </Button>
          </HStack>
        </HStack>
      </Stack>
      <BadgeSheet badges={badges} event={event} company={company} />
    </div>,
    root,
  );
}

/** Options of {@link printBadges}. */
export interface PrintBadgesOptions extends Omit<BadgePrintPreviewProps, 'onClose'> {
  /** After the preview closed. */
  onClose?: () => void;
}

/** What {@link printBadges} returns. */
export interface BadgePrintHandle {
  /** Closes the preview (same as 'Fechar'). */
  close: () => void;
}

let openPreview: BadgePrintHandle | null = null;

/**
 * Opens the print preview of badges over the app, in a React root of its own (so a remote needs no
 * state for it): `const { printBadges } = await import('@sge/shared/badges'); printBadges({ badges })`.
 * A second call replaces the preview that is open.
 */
export function printBadges(options: PrintBadgesOptions): BadgePrintHandle {
  openPreview?.close();
  const container = document.createElement('div');
  const root = createRoot(container);
  let closed = false;
  const handle: BadgePrintHandle = {
    close: () => {
      if (closed) return;
      closed = true;
      root.unmount();
      if (openPreview === handle) openPreview = null;
      options.onClose?.();
    },
  };
  openPreview = handle;
  root.render(
    <UiProvider>
      <BadgePrintPreview badges={options.badges} event={options.event} company={options.company} onClose={handle.close} />
    </UiProvider>,
  );
  return handle;
}

/** Closes the preview opened by {@link printBadges}, if any (e.g. when a page unmounts). */
export function closeBadgePrint(): void {
  openPreview?.close();
}
