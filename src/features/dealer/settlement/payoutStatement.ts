import type { jsPDF } from 'jspdf';
import type { Payout, SettlementSale } from '../../../../contract/entities/settlement';
import { settlementCopy as text } from '../../../../i18n/it/app/settlement';
import { fill } from '../../../ui/fill';
import { formatCurrency, formatDate } from '../../../ui/format';

export interface StatementDealer {
  legal_name?: string | null;
  vat_number?: string | null;
}

export interface StatementInput {
  payout: Payout;
  dealer: StatementDealer | null;
  /** The last 4 characters of the payout account's IBAN, when known. */
  ibanLast4: string | null;
  /** The payout's sales with their gross, fee and VAT, by quotation id; a sale not found shows its net only. */
  details: ReadonlyMap<number, SettlementSale>;
}

const COLUMNS = [
  text.sales.quotation,
  text.sales.date,
  text.sales.gross,
  text.sales.fee,
  text.sales.feeVat,
  text.sales.net,
];
const AMOUNT_COLUMNS = [2, 3, 4, 5];
const NONE = '—';

/**
 * The PDF statement of one payout, drawn in the browser with jsPDF and its table plugin (as the quotation's PDF is;
 * both load only when asked for): the dealer, the payout's date, state and amount, then each of its sales with what the
 * customer paid, the fee taken at source, its VAT and the net paid out, amounts written the Italian way.
 */
export async function createPayoutStatement({ payout, dealer, ibanLast4, details }: StatementInput): Promise<jsPDF> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  doc.setFontSize(16);
  doc.text(fill(text.pdf.title, { id: payout.id }), 14, 18);
  doc.setFontSize(10);
  const lines = [
    dealer?.legal_name ? fill(text.pdf.dealer, { name: dealer.legal_name }) : '',
    dealer?.vat_number ? fill(text.pdf.vatNumber, { value: dealer.vat_number }) : '',
    fill(text.pdf.date, { date: formatDate(payout.created_at) }),
    payout.paid_at ? fill(text.pdf.paidOn, { date: formatDate(payout.paid_at) }) : '',
    fill(text.pdf.status, { status: payout.status_label }),
    fill(text.pdf.amount, { amount: formatCurrency(payout.amount) }),
    ibanLast4 ? fill(text.pdf.account, { last4: ibanLast4 }) : '',
  ].filter(Boolean);
  lines.forEach((line, index) => doc.text(line, 14, 27 + index * 5));
  autoTable(doc, {
    startY: 27 + lines.length * 5 + 3,
    head: [COLUMNS],
    body: payout.sales.map((sale) => {
      const detail = details.get(sale.quotation_id);
      return [
        sale.code,
        detail ? formatDate(detail.created_at) : NONE,
        detail ? formatCurrency(detail.gross) : NONE,
        detail ? formatCurrency(detail.fee) : NONE,
        detail ? formatCurrency(detail.fee_vat) : NONE,
        formatCurrency(sale.net),
      ];
    }),
    foot: [
      [
        { content: text.pdf.total, colSpan: COLUMNS.length - 1, styles: { halign: 'right' as const } },
        formatCurrency(payout.amount),
      ],
    ],
    styles: { fontSize: 9 },
    columnStyles: Object.fromEntries(AMOUNT_COLUMNS.map((index) => [index, { halign: 'right' as const }])),
  });
  const after = (doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? 60;
  doc.setFontSize(8);
  doc.text(doc.splitTextToSize(text.pdf.note, doc.internal.pageSize.getWidth() - 28) as string[], 14, after + 8);
  return doc;
}

/** Builds the statement and saves it as versamento-<id>.pdf. */
export async function savePayoutStatement(input: StatementInput): Promise<void> {
  const doc = await createPayoutStatement(input);
  doc.save(fill(text.pdf.fileName, { id: input.payout.id }));
}
