import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';

/** The platform's own invoices to dealers count under issuer 0; a dealer's under its user id. */
export const PLATFORM_ISSUER = 0;

/** Today's date in Italy (the invoice's Data), YYYY-MM-DD. */
export function italianToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The next number of an issuer's year, inside the issuing transaction: the upsert locks the counter row until
 * commit, so concurrent issues wait in line and a rolled-back issue gives its number back (gapless).
 */
export async function nextInvoiceNumber(tx: DbOrTx, issuerId: number, year: number): Promise<number> {
  const { rows } = await tx.execute<{
    last_number: number;
  }>(sql`insert into invoice_counters (issuer_id, year, last_number)
    values (${issuerId}, ${year}, 1)
    on conflict (issuer_id, year) do update set last_number = invoice_counters.last_number + 1
    returning last_number`);
  return Number(rows[0].last_number);
}

/** Printed number: 2026/7. */
export const invoiceNumberLabel = (year: number, number: number) => `${year}/${number}`;

/**
 * The SDI file's progressivo (at most 5 alphanumerics, unique per transmitter): two digits of the year and the
 * number in base 36 on three characters (46,655 invoices per issuer and year).
 */
export function progressivo(year: number, number: number): string {
  return `${String(year % 100).padStart(2, '0')}${number.toString(36).toUpperCase().padStart(3, '0')}`;
}

export const sdiFileName = (vatNumber: string, progressive: string) => `IT${vatNumber}_${progressive}.xml`;
