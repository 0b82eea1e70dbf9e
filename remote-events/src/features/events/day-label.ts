import { formatDate, toDateTime } from '@sge/shared/format';

/** 'Sábado, 21/11/2026'. */
export function dayLabel(date: string): string {
  const dt = toDateTime(date);
  if (!dt) return formatDate(date);
  const weekday = dt.toFormat('cccc');
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${formatDate(date)}`;
}
