import { sql } from 'drizzle-orm';
import type { PaymentProvider } from '../../contract/api/payments.js';
import type { SaleState } from '../../contract/entities/settlement.js';
import type {
  AdminSettlementSale,
  ReconciliationDiscrepancy,
  ReconciliationReport,
  ReconciliationSummary,
} from '../../contract/entities/reconciliation.js';
import { reconciliationMessages as text } from '../../i18n/it/reconciliation.js';
import { settlementMessages } from '../../i18n/it/settlement.js';
import type { DbOrTx } from '../db/types.js';
import type { z } from '../../contract/z.js';

/** The console's reads of settlement: the reconciliation reports and the sales whose money the platform holds. */

interface ReportRow extends Record<string, unknown> {
  id: number;
  provider: PaymentProvider;
  period_from: Date | string;
  period_to: Date | string;
  automatic: boolean;
  status: ReconciliationSummary['status'];
  discrepancy_count: number;
  counts: ReconciliationSummary['counts'] | string;
  started_at: Date | string;
  finished_at: Date | string | null;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const iso = (value: Date | string) => new Date(value).toISOString();

const toSummary = (row: ReportRow): ReconciliationSummary => ({
  id: Number(row.id),
  provider: row.provider,
  period_from: iso(row.period_from),
  period_to: iso(row.period_to),
  automatic: row.automatic,
  status: row.status,
  status_label: text.statuses[row.status],
  discrepancy_count: Number(row.discrepancy_count),
  counts: json(row.counts),
  started_at: iso(row.started_at),
  finished_at: row.finished_at === null ? null : iso(row.finished_at),
});

const SUMMARY_COLUMNS = sql`id, provider, period_from, period_to, automatic, status, discrepancy_count, counts,
  started_at, finished_at`;

const page = <T>(data: T[], total: number, pageNumber: number, perPage: number) => ({
  data,
  total,
  page: pageNumber,
  per_page: perPage,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

export async function listReconciliations(
  db: DbOrTx,
  query: { page: number; per_page: number; order: 'asc' | 'desc'; status?: ReconciliationSummary['status'] },
) {
  const where = query.status ? sql`status = ${query.status}` : sql`true`;
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<ReportRow>(sql`select ${SUMMARY_COLUMNS} from reconciliation_reports where ${where}
      order by id ${direction} limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`),
    db.execute<{ total: string }>(sql`select count(*) as total from reconciliation_reports where ${where}`),
  ]);
  return page(rows.map(toSummary), Number(counted[0]?.total ?? 0), query.page, query.per_page);
}

export async function findReconciliation(db: DbOrTx, id: number): Promise<ReconciliationReport | null> {
  const { rows } = await db.execute<
    ReportRow & { discrepancies: ReconciliationDiscrepancy[] | string; limits: string[] | string; error: string | null }
  >(sql`select ${SUMMARY_COLUMNS}, discrepancies, limits, error from reconciliation_reports where id = ${id}`);
  const row = rows[0];
  if (!row) return null;
  return { ...toSummary(row), discrepancies: json(row.discrepancies), limits: json(row.limits), error: row.error };
}

interface SaleRow extends Record<string, unknown> {
  quotation_id: number;
  code: string;
  dealer_id: number;
  legal_name: string | null;
  created_at: Date | string;
  gross_cents: string;
  fee_cents: string;
  fee_vat_cents: string;
  net_cents: string;
  state: z.infer<typeof SaleState>;
  delivered_at: Date | string | null;
  available_at: Date | string | null;
  payout_id: number | null;
}

/**
 * "Fondi trattenuti": the online sales whose money the platform holds for the dealers (held, available or in a
 * payout not yet paid), the next to become available first.
 */
export async function listHeldSales(
  db: DbOrTx,
  query: {
    page: number;
    per_page: number;
    sort: 'available_at' | 'created_at';
    order: 'asc' | 'desc';
    state?: z.infer<typeof SaleState>;
    dealer_id?: number;
  },
) {
  const where = sql.join(
    [
      query.state ? sql`s.state = ${query.state}` : sql`s.state in ('held', 'available', 'in_payout')`,
      ...(query.dealer_id === undefined ? [] : [sql`s.dealer_id = ${query.dealer_id}`]),
    ],
    sql` and `,
  );
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const order = query.sort === 'created_at' ? sql`s.created_at` : sql`s.available_at`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<SaleRow>(sql`select s.quotation_id, q.quotation_code as code, s.dealer_id, u.legal_name, s.created_at,
        s.gross_cents, s.fee_cents, s.fee_vat_cents, s.net_cents, s.state, s.delivered_at, s.available_at, s.payout_id
      from settlement_sales s join quotations q on q.id = s.quotation_id join users u on u.id = s.dealer_id
      where ${where} order by ${order} ${direction} nulls last, s.quotation_id ${direction}
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`),
    db.execute<{ total: string }>(sql`select count(*) as total from settlement_sales s where ${where}`),
  ]);
  const at = (value: Date | string | null) => (value === null ? null : iso(value));
  const data: AdminSettlementSale[] = rows.map((row) => ({
    id: Number(row.quotation_id),
    quotation: { id: Number(row.quotation_id), code: row.code },
    dealer_id: Number(row.dealer_id),
    legal_name: row.legal_name,
    created_at: iso(row.created_at),
    gross: Number(row.gross_cents) / 100,
    fee: Number(row.fee_cents) / 100,
    fee_vat: Number(row.fee_vat_cents) / 100,
    net: Number(row.net_cents) / 100,
    state: row.state,
    state_label: settlementMessages.saleStates[row.state],
    delivered_at: at(row.delivered_at),
    available_at: at(row.available_at),
    payout_id: row.payout_id === null ? null : Number(row.payout_id),
  }));
  return page(data, Number(counted[0]?.total ?? 0), query.page, query.per_page);
}
