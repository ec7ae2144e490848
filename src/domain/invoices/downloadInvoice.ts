import { HttpError } from 'react-admin';
import { dealerPaths } from '../../../contract/paths/dealer';
import { apiPath } from '../../../contract/paths/define';
import { errors } from '../../../i18n/it/errors';
import { authStore } from '../../platform/auth/storage';
import { handleUnauthorized } from '../../platform/dataProvider/http';

export type InvoiceFileRoute =
  | 'quotationInvoiceXml'
  | 'quotationInvoicePdf'
  | 'orderInvoiceXml'
  | 'orderInvoicePdf'
  // The wallet's register: a month's fees invoice (by its id) and a credit note (by its return's id).
  | 'feeInvoiceXml'
  | 'feeInvoicePdf'
  | 'dealerReturnCreditNoteXml'
  | 'dealerReturnCreditNotePdf'
  // The shipment's label, the dealer's settlement CSV: files behind the same token, named by the server.
  | 'shipmentLabel'
  | 'settlementCsv';

const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * Downloads an invoice file with the session's token (a plain link cannot carry it) and saves it under the name
 * the server gives (the SDI's IT<P.IVA>_<progressivo>.xml). `params` fills the route's path by name. A refusal
 * throws the server's Italian message.
 */
export async function downloadInvoice(route: InvoiceFileRoute, params: Record<string, number>): Promise<string> {
  const token = authStore.token();
  const response = await fetch(apiPath<string>(dealerPaths[route], params), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    if (response.status === 401) handleUnauthorized();
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    const message = body?.message || errors.internal;
    throw new HttpError(message, response.status, { message });
  }
  const name = fileNameOf(
    response.headers.get('content-disposition'),
    `fattura-${params.invoiceId ?? params.returnId ?? params.id ?? ''}`,
  );
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return name;
}
