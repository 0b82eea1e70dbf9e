import { useState } from 'react';
import type { InventoryExportQuery } from '@sge/shared/contract';
import { ApiError, saveFile } from '@sge/shared/http';
import { notify } from '@sge/shared/notify';
import { Button, HStack } from '@sge/shared/ui';
import { getInventoryExport } from '../../../api';

export interface ExportButtonsProps {
  /** What the file holds, for the buttons' names ('Exportar posição de estoque em CSV'). */
  label: string;
  /** The export's base file name. */
  filename: string;
  query: Omit<InventoryExportQuery, 'format'>;
}

/** 'CSV' and 'XLSX' download buttons of one report. */
export function ExportButtons({ label, filename, query }: ExportButtonsProps) {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);

  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      const blob = await getInventoryExport({ ...query, format });
      saveFile(blob, `${filename}.${format}`);
      notify.success('Arquivo exportado com sucesso');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(null);
    }
  };

  return (
    <HStack gap="2">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          size="sm"
          variant="outline"
          aria-label={`Exportar ${label} em ${format.toUpperCase()}`}
          loading={busy === format}
          disabled={busy !== null}
          onClick={() => void download(format)}
        >
          {format.toUpperCase()}
        </Button>
      ))}
    </HStack>
  );
}
