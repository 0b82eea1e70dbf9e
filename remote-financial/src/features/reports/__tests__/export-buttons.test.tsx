import { mockApi, renderWithProviders, screen, waitFor } from '@sge/shared/testing';
import { useNotificationStore } from '@sge/shared/notify';
import { ExportButtons } from '../components/export-buttons';
import { exportFileName } from '../use-export';
import { FINANCIAL } from './fixtures';

const QUERY = { report: 'cash-flow', startDate: '2030-01-01', endDate: '2030-03-31', groupBy: 'month' } as const;

let clicked: Array<{ href: string; download: string }>;

beforeEach(() => {
  clicked = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:report'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

const texts = () => useNotificationStore.getState().queue.map((n) => `${n.color}: ${n.text}`);

it('downloads the file through the authenticated client and saves it under the report name', async () => {
  const calls = mockApi({ 'GET /api/financial-charts/export': { body: 'Período;Início' } });
  const { user } = renderWithProviders(<ExportButtons query={QUERY} subject="fluxo de caixa" />, { session: FINANCIAL });
  await user.click(screen.getByRole('button', { name: 'Exportar fluxo de caixa em XLSX' }));
  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(clicked[0]).toEqual({ href: 'blob:report', download: 'relatorio-fluxo-de-caixa-2030-01-01-a-2030-03-31.xlsx' });
  expect(calls[0].path).toBe('/api/financial-charts/export');
  expect(Object.fromEntries(calls[0].query)).toEqual({ ...QUERY, format: 'xlsx' });
  const fetchInit = (globalThis.fetch as jest.Mock).mock.calls[0][1] as RequestInit;
  expect((fetchInit.headers as Record<string, string>).Authorization).toBe('Bearer t');
  expect(texts()).toContain('success: Arquivo XLSX gerado com sucesso');
});

it('shows the server reason when the export is refused, and saves nothing', async () => {
  mockApi({ 'GET /api/financial-charts/export': { status: 400, body: { message: 'O período deve ter no máximo 731 dias' } } });
  const { user } = renderWithProviders(<ExportButtons query={QUERY} subject="fluxo de caixa" />, { session: FINANCIAL });
  await user.click(screen.getByRole('button', { name: 'Exportar fluxo de caixa em CSV' }));
  await waitFor(() => expect(texts()).toContain('error: O período deve ter no máximo 731 dias'));
  expect(clicked).toHaveLength(0);
});

it('names files like the server does', () => {
  expect(exportFileName({ ...QUERY, format: 'csv' })).toBe('relatorio-fluxo-de-caixa-2030-01-01-a-2030-03-31.csv');
});
