import type { Submission, Vehicle } from '../../../../contract';

/** The notes value customers' apps send for "no notes" (SPEC §2: notes hidden if 'N/A'). */
const NO_NOTES = 'N/A';

/** The notes worth showing: null when empty or 'N/A'. */
export function visibleNotes(notes: string | null | undefined): string | null {
  const text = notes?.trim();
  return !text || text.toUpperCase() === NO_NOTES ? null : text;
}

/** Plate, or chassis when there is no plate (SPEC §2 card), or null. */
export function vehicleIdentifier(vehicle: Vehicle): string | null {
  return vehicle.plate?.trim() || vehicle.chassis?.trim() || null;
}

/** 'Fiat Panda' (manufacturer and model, whichever is known). */
export function vehicleName(vehicle: Vehicle): string {
  return [vehicle.manufacturer_name, vehicle.model].filter(Boolean).join(' ');
}

/** Whether this dealer already sent a quotation for the request (the API lists only the caller's own). */
export function alreadyQuoted(submission: Submission): boolean {
  return submission.quotations.length > 0;
}

/** How many rows a card lists before '+ N altri elementi'. */
export const CARD_ROWS = 3;
