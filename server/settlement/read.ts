import { sql } from 'drizzle-orm';
import type { AdminPayoutAccount, CustomerReceipt, SettlementSale } from '../../contract/entities/settlement.js';
import { csvCell } from '../../contract/csv.js';
import { settlementMessages } from '../../i18n/it/settlement.js';
import { errors } from '../../i18n/it/errors.js';
import type { DbOrTx } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import { ACCOUNT_COLUMNS, toAccount } from './accounts.js';

export const SALES_PAGE_SIZE = 25;

interface SaleRow extends Record<string, unknown> {
  quotation_id: number;
  code: string;
  created_at: Date | string;
  gross_cents: string;
  fee_cents: string;
  fee_vat_cents: string;
  net_cents: string;
  state: SettlementSale['state'];
  delivered_at: Date | string | null;
  available_at: Date | string | null;
  payout_id: number | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toSale = (row: SaleRow): SettlementSale => ({
  quotation: { id: Number(row.quotation_id), code: row.code },
  created_at: new Date(row.created_at).toISOString(),
  gross: Number(row.gross_cents) / 100,
  fee: Number(row.fee_cents) / 100,
  fee_vat: Number(row.fee_vat_cents) / 100,
  net: Number(row.net_cents) / 100,
  state: row.state,
  state_label: settlementMessages.saleStates[row.state],
  delivered_at: iso(row.delivered_at),
  available_at: iso(row.available_at),
  payout_id: row.payout_id === null ? null : Number(row.payout_id),
});

const SALE_SQL = sql`select s.quotation_id, q.quotation_code as code, s.created_at, s.gross_cents, s.fee_cents,
  s.fee_vat_cents, s.net_cents, s.state, s.delivered_at, s.available_at, s.payout_id
  from settlement_sales s join quotations q on q.id = s.quotation_id`;

/**
 * The dealer's online sales, newest first. The page is found on the index alone (dealer, time, quotation: an
 * index-only scan however deep the page), then only its 25 rows are read with their quotations.
 */
export async function salesPage(db: DbOrTx, dealerId: number, page: number) {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<SaleRow>(sql`${SALE_SQL} join (select quotation_id from settlement_sales where dealer_id = ${dealerId}
        order by created_at desc, quotation_id desc limit ${SALES_PAGE_SIZE} offset ${(page - 1) * SALES_PAGE_SIZE}) p
        on p.quotation_id = s.quotation_id
      order by s.created_at desc, s.quotation_id desc`),
    db.execute<{ total: string }>(sql`select count(*) as total from settlement_sales where dealer_id = ${dealerId}`),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  return {
    data: rows.map(toSale),
    total,
    page,
    per_page: SALES_PAGE_SIZE,
    last_page: Math.max(1, Math.ceil(total / SALES_PAGE_SIZE)),
  };
}

const day = (value: string | null) => (value ? value.slice(0, 10).split('-').reverse().join('/') : '');

/** Every sale as a CSV an Italian spreadsheet opens: semicolons, decimal comma, UTF-8 with BOM. */
export async function salesCsv(db: DbOrTx, dealerId: number): Promise<string> {
  const { rows } = await db.execute<SaleRow>(
    sql`${SALE_SQL} where s.dealer_id = ${dealerId} order by s.created_at, s.quotation_id`,
  );
  const lines = rows
    .map(toSale)
    .map((sale) =>
      [
        csvCell(day(sale.created_at)),
        csvCell(sale.quotation.code),
        csvCell(sale.gross, ';', 2),
        csvCell(sale.fee, ';', 2),
        csvCell(sale.fee_vat, ';', 2),
        csvCell(sale.net, ';', 2),
        csvCell(sale.state_label),
        csvCell(day(sale.available_at)),
        csvCell(sale.payout_id === null ? '' : String(sale.payout_id)),
      ].join(';'),
    );
  return `\uFEFF${[settlementMessages.csvHeader.join(';'), ...lines].join('\r\n')}\r\n`;
}

/** The console's payout accounts, with each dealer's held and available balance. */
export async function adminPayoutAccounts(db: DbOrTx, page: number, dealerId?: number) {
  const where = dealerId === undefined ? sql`true` : sql`p.dealer_id = ${dealerId}`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    // The account's columns come from a subquery: users has created_at and updated_at too.
    db.execute<Record<string, unknown>>(sql`select p.*, u.legal_name,
        (select -balance_cents from ledger_accounts where owner_id = p.dealer_id and kind = 'dealer_payable_held') as held,
        (select -balance_cents from ledger_accounts where owner_id = p.dealer_id and kind = 'dealer_payable_available') as available
      from (select ${ACCOUNT_COLUMNS} from payout_accounts) p join users u on u.id = p.dealer_id where ${where}
      order by p.dealer_id limit ${SALES_PAGE_SIZE} offset ${(page - 1) * SALES_PAGE_SIZE}`),
    db.execute<{ total: string }>(sql`select count(*) as total from payout_accounts p where ${where}`),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  return {
    rows: rows.map((row) => ({
      account: toAccount(row as Parameters<typeof toAccount>[0]),
      legalName: (row.legal_name as string | null) ?? null,
      held: Number(row.held ?? 0) / 100,
      available: Number(row.available ?? 0) / 100,
    })),
    total,
    page,
    per_page: SALES_PAGE_SIZE,
    last_page: Math.max(1, Math.ceil(total / SALES_PAGE_SIZE)),
  };
}

export type AdminAccountRow = Awaited<ReturnType<typeof adminPayoutAccounts>>['rows'][number];
export type { AdminPayoutAccount };

/** The receipt of the customer's online payment: the dealer sells, the platform collects on its behalf. */
export async function customerReceipt(
  db: DbOrTx,
  customerId: number,
  quotationId: number,
  platform: string,
): Promise<CustomerReceipt> {
  const { rows } = await db.execute<{
    code: string;
    total_price: string;
    payment_type: string | null;
    status: string;
    legal_name: string | null;
    vat_number: string | null;
    address: string | null;
    paid_at: Date | string | null;
  }>(sql`select q.quotation_code as code, q.total_price, q.payment_type, q.status, u.legal_name, u.vat_number,
      nullif(concat_ws(' ', concat_ws(', ', nullif(u.adr_street, ''), nullif(u.adr_house_no, '')), nullif(u.adr_zip_code, ''), nullif(u.adr_city, '')), '') as address,
      (select min(created_at) from ledger_transactions t where t.key = 'quotation:' || q.id || ':paid') as paid_at
    from quotations q join submissions s on s.id = q.submission_id join users u on u.id = q.dealer_id
    where q.id = ${quotationId} and s.author_id = ${customerId}`);
  const row = rows[0];
  if (!row) throw new HttpError(404, errors.notFound);
  if (row.payment_type !== 'online' || !['paid', 'complete'].includes(row.status))
    throw new HttpError(409, settlementMessages.receiptNotPaid);
  const seller = row.legal_name ?? '';
  return {
    quotation: { id: quotationId, code: row.code },
    paid_at: iso(row.paid_at),
    amount: Number(row.total_price),
    seller: { legal_name: row.legal_name, vat_number: row.vat_number, address: row.address },
    collected_by: platform,
    statement: settlementMessages.receiptStatement(seller, platform),
  };
}
