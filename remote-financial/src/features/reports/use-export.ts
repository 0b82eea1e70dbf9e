/** Downloads a report file through the authenticated api client and saves it with its name. */
import { saveFile } from '@sge/shared/http';
import { useState } from 'react';
import { EXPORT_REPORT_FILE_NAMES, type ExportFormat, type ExportQuery } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { exportReport } from './api';

export const EXPORT_MESSAGES = {
  success: (format: ExportFormat) => `Arquivo ${format.toUpperCase()} gerado com sucesso`,
  failure: 'Não foi possível gerar o arquivo. Tente novamente.',
} as const;

/** relatorio-<report in pt-BR>-<start>-a-<end>.<format>, the name the server gives the file too. */
export const exportFileName = (query: ExportQuery): string =>
  `relatorio-${EXPORT_REPORT_FILE_NAMES[query.report]}-${query.startDate ?? 'inicio'}-a-${query.endDate ?? 'fim'}.${query.format}`;


/** `download(query)` fetches and saves the file; `busy` names the format being generated. */
export function useExport() {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (query: ExportQuery): Promise<void> => {
    setBusy(query.format);
    try {
      const file = await exportReport(query, { notifyError: false });
      saveFile(file, exportFileName(query));
      notify.success(EXPORT_MESSAGES.success(query.format));
    } catch (e) {
      const { status = 0, message } = e as { status?: number; message?: string };
      // 401/403 are handled app-wide by the http client (sign-in again / access denied); a refused
      // period shows the server's pt-BR reason.
      if (status === 401 || status === 403) return;
      notify.error(status >= 400 && status < 500 && message ? message : EXPORT_MESSAGES.failure);
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
