/** The PIX payout batch's calls: the batch (by event or by request numbers) and its export. */
import type { PayoutBatch } from '@sge/shared/contract';
import { http } from '@sge/shared/http';
import { apiQuery, type ApiParams } from '@sge/shared/query';

export const PAYOUT_BATCH_PATH = '/payment-requests/payout-batch';

/** What names the batch: an event (`evento`) or request numbers (`solicitacoes`), from the page's URL. */
export type BatchSource = { eventId: number } | { ids: string };

export const batchParams = (source: BatchSource): ApiParams => ('eventId' in source ? { eventId: source.eventId } : { ids: source.ids });

export const payoutBatchQueries = {
  get: (source: BatchSource) => apiQuery<PayoutBatch>(PAYOUT_BATCH_PATH, batchParams(source)),
};

export const exportPayoutBatch = (source: BatchSource, format: 'csv' | 'xlsx'): Promise<Blob> =>
  http.get<Blob>(`${PAYOUT_BATCH_PATH}/export`, { query: { ...batchParams(source), format }, responseType: 'blob', timeoutMs: 30_000, notifyError: false });

