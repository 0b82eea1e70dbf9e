import { correction, generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { BadgeSheet, PRINT_ROOT_ID, closeBadgePrint, printBadges, type PrintableBadge } from '@sge/shared/badges';
import { STORAGE_KEYS } from '@sge/shared/session';
import { act, fireEvent, render, screen, userEvent, within } from '@sge/shared/testing';

const ana: PrintableBadge = {
  employeeId: 1,
  name: 'Ana Souza',
  function: 'Garçom',
  shortCode: 'ABCDE-FGHJK',
  qrPayload: 'SGE1:ABCDEFGHJK0123456789MNPQRS',
};
const bruno: PrintableBadge = {
  employeeId: 2,
  name: 'Bruno Lima',
  function: 'Segurança',
  shortCode: 'Z9Y8X-W7V6T',
  qrPayload: 'SGE1:Z9Y8XW7V6T5S4R3Q2P1N0MKJHG',
};
const casamento = { name: 'Casamento Silva', dates: ['2026-11-22', '2026-11-21'] };

/** What lean-qr draws for a payload at error correction M: the reference the printed QR must equal. */
const referencePath = (payload: string) => toSvgPath(generate(payload, { minCorrectionLevel: correction.M }));

const cards = () => screen.getAllByRole('article');
const qrOf = (card: HTMLElement) => within(card).getByRole('img', { name: /^QR code do crachá de / });

afterEach(() => {
  localStorage.clear();
  act(() => closeBadgePrint());
});

it('renders one card per badge: company, name, function, event, dates, short code and the QR of qrPayload', () => {
  render(<BadgeSheet badges={[ana, bruno]} event={casamento} company={{ companyName: 'Eventos Aurora', logoUrl: null }} />);

  expect(cards()).toHaveLength(2);
  const [first, second] = cards().map((card) => within(card));
  expect(first.getByText('Eventos Aurora')).toBeInTheDocument();
  expect(first.getByText('Ana Souza')).toBeInTheDocument();
  expect(first.getByText('Garçom')).toBeInTheDocument();
  expect(first.getByText('Casamento Silva')).toBeInTheDocument();
  expect(first.getByText('21/11/2026 – 22/11/2026 (2 dias)')).toBeInTheDocument();
  expect(first.getByText('ABCDE-FGHJK')).toBeInTheDocument();
  expect(second.getByText('Bruno Lima')).toBeInTheDocument();
  expect(second.getByText('Z9Y8X-W7V6T')).toBeInTheDocument();

  const [anaQr, brunoQr] = cards().map(qrOf);
  expect(anaQr.querySelector('path')).toHaveAttribute('d', referencePath(ana.qrPayload));
  expect(brunoQr.querySelector('path')).toHaveAttribute('d', referencePath(bruno.qrPayload));
  expect(referencePath(ana.qrPayload)).not.toBe(referencePath(bruno.qrPayload));
  // 25 modules (version 2) with a quiet zone of 4 on each side, printed 34 mm wide: the code is 25.8 mm.
  expect(anaQr).toHaveAttribute('viewBox', '-4 -4 33 33');
  expect(anaQr).toHaveAttribute('width', '34mm');
});

it('prints the short code in monospace and the page for A4 print', () => {
  const { container } = render(<BadgeSheet badges={[ana]} />);
  const css = container.querySelector('style')?.textContent ?? '';
  expect(screen.getByText('ABCDE-FGHJK')).toHaveClass('sge-badge-short');
  expect(css).toMatch(/\.sge-badge-short \{[^}]*monospace/);
  expect(css).toMatch(/@page \{ size: A4/);
});

it('without an event, prints no event line; with no logo, the company name of the system settings', () => {
  localStorage.setItem(STORAGE_KEYS.systemSettings, JSON.stringify({ companyName: 'Aurora Produções', logoUrl: null }));
  render(<BadgeSheet badges={[ana]} />);

  const card = within(cards()[0]);
  expect(card.getByText('Aurora Produções')).toBeInTheDocument();
  expect(card.queryByRole('img', { name: 'Aurora Produções' })).not.toBeInTheDocument();
  expect(card.queryByText('Casamento Silva')).not.toBeInTheDocument();
});

it("shows the settings' logo (named by the company), and the name if the logo fails to load", () => {
  localStorage.setItem(STORAGE_KEYS.systemSettings, JSON.stringify({ companyName: 'Aurora Produções', logoUrl: '/logo.png' }));
  render(<BadgeSheet badges={[ana]} />);

  const logo = screen.getByRole('img', { name: 'Aurora Produções' });
  expect(logo).toHaveAttribute('src', '/logo.png');
  fireEvent.error(logo);
  expect(screen.queryByRole('img', { name: 'Aurora Produções' })).not.toBeInTheDocument();
  expect(screen.getByText('Aurora Produções')).toBeInTheDocument();
});

it('puts 8 badges on each A4 page', () => {
  const many = Array.from({ length: 9 }, (_, i) => ({ ...ana, employeeId: i + 1, name: `Pessoa ${i + 1}` }));
  render(<BadgeSheet badges={many} />);

  const pages = screen.getAllByRole('region', { name: /^Página/ });
  expect(pages.map((p) => p.getAttribute('aria-label'))).toEqual(['Página 1 de 2', 'Página 2 de 2']);
  expect(within(pages[0]).getAllByRole('article')).toHaveLength(8);
  expect(within(pages[1]).getAllByRole('article')).toHaveLength(1);
});

describe('printBadges', () => {
  it("opens the preview in the print root; 'Imprimir' calls window.print, 'Fechar' closes it", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    const onClose = jest.fn();
    const user = userEvent.setup();
    act(() => void printBadges({ badges: [ana, bruno], event: casamento, onClose }));

    const dialog = await screen.findByRole('dialog', { name: 'Crachás para impressão' });
    expect(dialog.closest(`#${PRINT_ROOT_ID}`)?.parentElement).toBe(document.body);
    expect(within(dialog).getByText(/2 crachás em 1 página A4/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('article')).toHaveLength(2);
    // On paper every other child of <body> is hidden, and so is the toolbar.
    const css = Array.from(dialog.querySelectorAll('style'), (s) => s.textContent).join('\n');
    expect(css).toContain(`body > *:not(#${PRINT_ROOT_ID}) { display: none !important; }`);
    expect(within(dialog).getByRole('button', { name: 'Imprimir' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog', { name: 'Crachás para impressão' })).not.toBeInTheDocument();
    expect(document.getElementById(PRINT_ROOT_ID)).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Esc closes the preview, and a second call replaces the first', async () => {
    const user = userEvent.setup();
    act(() => void printBadges({ badges: [ana] }));
    act(() => void printBadges({ badges: [bruno] }));

    const dialog = await screen.findByRole('dialog', { name: 'Crachás para impressão' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByText('Bruno Lima')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
