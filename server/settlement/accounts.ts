import { sql } from 'drizzle-orm';
import type { PaymentProvider } from '../../contract/api/payments.js';
import type { DbOrTx } from '../db/types.js';
import type { PayoutAccountState } from './provider.js';

/** A dealer's payout account as stored (the webhooks keep its state current). */
export interface PayoutAccountRecord {
  dealerId: number;
  provider: PaymentProvider;
  externalId: string | null;
  trackingId: string | null;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  requirements: string[];
  ibanLast4: string | null;
  schedule: 'daily' | 'weekly';
  minimumCents: number;
  blocked: boolean;
  createdAt: string;
  updatedAt: string;
}

interface Row extends Record<string, unknown> {
  dealer_id: number;
  provider: PaymentProvider;
  external_id: string | null;
  tracking_id: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  requirements: string[] | string;
  iban_last4: string | null;
  schedule: 'daily' | 'weekly';
  minimum_cents: string;
  blocked: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

export const toAccount = (row: Row): PayoutAccountRecord => ({
  dealerId: Number(row.dealer_id),
  provider: row.provider,
  externalId: row.external_id,
  trackingId: row.tracking_id,
  chargesEnabled: row.charges_enabled,
  payoutsEnabled: row.payouts_enabled,
  requirements: typeof row.requirements === 'string' ? (JSON.parse(row.requirements) as string[]) : row.requirements,
  ibanLast4: row.iban_last4,
  schedule: row.schedule,
  minimumCents: Number(row.minimum_cents),
  blocked: row.blocked,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

export const ACCOUNT_COLUMNS = sql`dealer_id, provider, external_id, tracking_id, charges_enabled, payouts_enabled,
  requirements, iban_last4, schedule, minimum_cents, blocked, created_at, updated_at`;

export async function findPayoutAccount(
  db: DbOrTx,
  dealerId: number,
  lock = false,
): Promise<PayoutAccountRecord | null> {
  const { rows } = await db.execute<Row>(
    sql`select ${ACCOUNT_COLUMNS} from payout_accounts where dealer_id = ${dealerId} ${lock ? sql`for update` : sql``}`,
  );
  return rows[0] ? toAccount(rows[0]) : null;
}

/** The account created at the provider, stored once (a second creation keeps the first row). */
export async function insertPayoutAccount(
  db: DbOrTx,
  input: {
    dealerId: number;
    provider: PaymentProvider;
    externalId: string | null;
    trackingId: string | null;
    state: PayoutAccountState;
    ibanLast4: string | null;
  },
): Promise<PayoutAccountRecord> {
  await db.execute(sql`insert into payout_accounts (dealer_id, provider, external_id, tracking_id, charges_enabled,
      payouts_enabled, requirements, iban_last4)
    values (${input.dealerId}, ${input.provider}, ${input.externalId}, ${input.trackingId}, ${input.state.chargesEnabled},
      ${input.state.payoutsEnabled}, ${JSON.stringify(input.state.requirements)}::jsonb, ${input.ibanLast4})
    on conflict (dealer_id) do nothing`);
  return (await findPayoutAccount(db, input.dealerId)) as PayoutAccountRecord;
}

export async function setPayoutSchedule(
  db: DbOrTx,
  dealerId: number,
  schedule: 'daily' | 'weekly',
  minimumCents: number,
): Promise<boolean> {
  const { rows } = await db.execute(sql`update payout_accounts set schedule = ${schedule},
    minimum_cents = ${minimumCents}, updated_at = now() where dealer_id = ${dealerId} returning dealer_id`);
  return rows.length > 0;
}

export async function setPayoutsBlocked(db: DbOrTx, dealerId: number, blocked: boolean): Promise<boolean> {
  const { rows } = await db.execute(sql`update payout_accounts set blocked = ${blocked}, updated_at = now()
    where dealer_id = ${dealerId} returning dealer_id`);
  return rows.length > 0;
}

/** An account that can take charges on the dealer's behalf: the sale is then a destination charge. */
export const canCharge = (
  account: PayoutAccountRecord | null,
): account is PayoutAccountRecord & { externalId: string } =>
  account !== null && account.externalId !== null && account.chargesEnabled;
