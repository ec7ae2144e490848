import { and, eq, isNull } from 'drizzle-orm';
import { toCents } from '../../contract/totals.js';
import { serverMessages } from '../../i18n/it/server.js';
import { fees, quotations } from '../db/schema.js';
import { lockCredits, postEntry } from '../repositories/ledger.js';
import { feeDueEntry, feePaidWithCreditsEntry, type FeeRef } from './ledger.js';
import type { DbOrTx } from '../db/types.js';

/**
 * The platform's commission (docs/adr/0013-money.md): 3% of the quotation total (VAT and shipping included),
 * at least 1.50 €, rounded to the cent. It arises once per quotation, when the customer pays online (paid)
 * or accepts with an offline payment (complete). 1 credit = 1 € of fee: with enough credits the fee is
 * paid from the wallet at once; otherwise it stays due and is paid with 'Salda fee' (a fee order, +22% VAT).
 */
export const FEE_PERCENT = 3;
export const FEE_MIN_CENTS = 150;
const CHARGED_STATUSES = ['paid', 'complete'];

export function feeAmountCents(quotationTotalCents: number): number {
  return Math.max(FEE_MIN_CENTS, Math.round((quotationTotalCents * FEE_PERCENT) / 100));
}

export interface ChargedFee {
  feeId: number;
  amountCents: number;
  /** True when the dealer's credits paid it; false when it is due. */
  paidWithCredits: boolean;
}

/**
 * Charges the commission of a paid or completed quotation. Idempotent: a quotation is charged once (unique
 * fees.quotation_id); null when the quotation does not exist, is not paid/complete or was already charged.
 * Runs in the caller's transaction when given one.
 */
export function chargeQuotationFee(db: DbOrTx, quotationId: number): Promise<ChargedFee | null> {
  // Its own transaction (a savepoint inside the caller's): the fee and the credits it takes move together.
  return db.transaction((tx) => charge(tx, quotationId));
}

async function charge(db: DbOrTx, quotationId: number): Promise<ChargedFee | null> {
  const [quotation] = await db
    .select({
      dealerId: quotations.dealerId,
      status: quotations.status,
      code: quotations.quotationCode,
      total: quotations.totalPrice,
    })
    .from(quotations)
    .where(eq(quotations.id, quotationId));
  if (!quotation || !CHARGED_STATUSES.includes(quotation.status)) return null;
  const amountCents = feeAmountCents(toCents(Number(quotation.total)));
  const [fee] = await db
    .insert(fees)
    .values({
      dealerId: quotation.dealerId,
      quotationId,
      amountCents,
      description: serverMessages.feeDescription(FEE_PERCENT, quotation.code),
    })
    .onConflictDoNothing()
    .returning({ id: fees.id });
  if (!fee) return null;
  const paidWithCredits = await payFeeWithCredits(db, {
    feeId: fee.id,
    dealerId: quotation.dealerId,
    quotationId,
    amountCents,
  });
  return { feeId: fee.id, amountCents, paidWithCredits };
}

/**
 * Takes the fee from the wallet when the credits cover it, or records it as due: one ledger movement either way.
 * The dealer's row is locked first, so concurrent fees spend the credits one at a time and never below zero.
 */
async function payFeeWithCredits(db: DbOrTx, fee: FeeRef): Promise<boolean> {
  const credits = await lockCredits(db, fee.dealerId);
  if (credits === null || credits < fee.amountCents) {
    await postEntry(db, feeDueEntry(fee));
    return false;
  }
  await postEntry(db, feePaidWithCreditsEntry(fee, false));
  await db
    .update(fees)
    .set({ paidAt: new Date(), settledBy: 'credits' })
    .where(and(eq(fees.id, fee.feeId), isNull(fees.paidAt)));
  return true;
}
