/**
 * Calendar dates and clock times as the company reads them: event days are plain dates
 * (YYYY-MM-DD, no time zone), and times shown in messages are São Paulo's wall clock.
 */
import { badRequest } from '../../http/errors';
import { COMPANY_TIME_ZONE, isCalendarDate } from '../../lib/calendar';
import { EVENT_MESSAGES } from './messages';

/** Throws 400 'Data inválida' unless the value is a real calendar date. */
export function assertCalendarDate(value: string): string {
  if (!isCalendarDate(value)) throw badRequest(EVENT_MESSAGES.invalidDate);
  return value;
}

const clock = new Intl.DateTimeFormat('pt-BR', { timeZone: COMPANY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '08:00': an instant as São Paulo's 24 h clock. */
export const formatClock = (iso: string): string => clock.format(new Date(iso));
