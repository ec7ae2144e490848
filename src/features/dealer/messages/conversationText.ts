import type { Conversation } from '../../../../contract';
import { dayjs } from '../../../ui/dayjs';
import { formatDate } from '../../../ui/format';

/** When the last message was written: the time today, the date otherwise. */
export function conversationTime(iso: string, now: Date = new Date()): string {
  const at = dayjs(iso);
  if (!at.isValid()) return '';
  return at.isSame(dayjs(now), 'day') ? at.format('HH:mm') : formatDate(iso);
}

/** The vehicle's brand and model ('Fiat Panda'). */
export function brandAndModel(vehicle: Conversation['vehicle']): string {
  return [vehicle.manufacturer_name, vehicle.model].filter(Boolean).join(' ');
}
