import type { ExportQuery } from '@sge/shared/contract';
import { Button, DownloadIcon, HStack } from '@sge/shared/ui';
import { useExport } from '../use-export';

export interface ExportButtonsProps {
  /** The export's query without the format. */
  query: Omit<ExportQuery, 'format'>;
  /** What is exported, for the buttons' accessible names ('Fluxo de caixa'). */
  subject: string;
  disabled?: boolean;
}

/** 'CSV' and 'XLSX' buttons that download the report through the authenticated api client. */
export function ExportButtons({ query, subject, disabled }: ExportButtonsProps) {
  const { busy, download } = useExport();
  return (
    <HStack gap="2" role="group" aria-label={`Exportar ${subject}`}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          size="sm"
          variant="outline"
          disabled={disabled || busy !== null}
          loading={busy === format}
          aria-label={`Exportar ${subject} em ${format.toUpperCase()}`}
          onClick={() => void download({ ...query, format })}
        >
          <DownloadIcon />
          {format.toUpperCase()}
        </Button>
      ))}
    </HStack>
  );
}
