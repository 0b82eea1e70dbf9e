import { Badge, type BadgeProps } from '@chakra-ui/react/badge';

/** Colour meaning of a status. */
export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'neutral' | 'brand';

const PALETTE: Record<StatusTone, string> = {
  success: 'green',
  warning: 'orange',
  error: 'red',
  info: 'blue',
  neutral: 'gray',
  brand: 'gold',
};

/**
 * pt-BR label and tone of the statuses the product shows (SPEC §4: sync, payment, event). Unknown
 * statuses show as given, in the neutral tone.
 */
export const KNOWN_STATUSES: Record<string, { label: string; tone: StatusTone }> = {
  PENDING: { label: 'Pendente', tone: 'warning' },
  SYNCED: { label: 'Sincronizado', tone: 'success' },
  SYNCING: { label: 'Sincronizando', tone: 'info' },
  REJECTED: { label: 'Rejeitado', tone: 'error' },
  PAID: { label: 'Pago', tone: 'success' },
  ACTIVE: { label: 'Ativo', tone: 'success' },
  INACTIVE: { label: 'Inativo', tone: 'neutral' },
  FINALIZED: { label: 'Finalizado', tone: 'neutral' },
  CANCELLED: { label: 'Cancelado', tone: 'error' },
  OVERDUE: { label: 'Vencido', tone: 'error' },
  APPROVED: { label: 'Aprovado', tone: 'success' },
  ONLINE: { label: 'Online', tone: 'success' },
  OFFLINE: { label: 'Offline', tone: 'warning' },
};

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps extends Omit<BadgeProps, 'children'> {
  /** A status code (e.g. 'PENDING') or any text. */
  status: string;
  /** Overrides the shown text. */
  label?: string;
  /** Overrides the colour. */
  tone?: StatusTone;
}

/** A small coloured label for a status; colour never carries the meaning alone (the text does). */
export function StatusBadge({ status, label, tone, ...rest }: StatusBadgeProps) {
  const known = KNOWN_STATUSES[status.toUpperCase()];
  return (
    <Badge colorPalette={PALETTE[tone ?? known?.tone ?? 'neutral']} variant="subtle" {...rest}>
      {label ?? known?.label ?? status}
    </Badge>
  );
}
