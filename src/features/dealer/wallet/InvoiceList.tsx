import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListBase, useListContext, useNotify } from 'react-admin';
import type { Invoice } from '../../../../contract/entities/invoice';
import { ListPagination } from '../../../ui/components/Pagination';
import { downloadInvoice, type InvoiceFileRoute } from '../../../domain/invoices/downloadInvoice';
import { MissingInvoiceData } from '../../../domain/invoices/MissingInvoiceData';
import { api } from '../../../platform/api/dealer';
import { formatCurrency, formatDate } from '../../../ui/format';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { FlatListUrl } from '../../../platform/list/FlatListUrl';
import { useT } from '../../../ui/translate';
import { errorMessage } from '../../../ui/forms/errorMessage';

export const INVOICES_PER_PAGE = 10;

/** The wallet's "Fatture": the invoices resource's react-admin list, page in the URL (?page=). */
export function InvoiceList({ dealerId }: { dealerId: number }) {
  return (
    <Stack spacing={2}>
      <MissingOrderData dealerId={dealerId} />
      <FlatListUrl>
        <ListBase resource="invoices" storeKey={false} disableAuthentication perPage={INVOICES_PER_PAGE}>
          <InvoiceTable dealerId={dealerId} />
        </ListBase>
      </FlatListUrl>
    </Stack>
  );
}

/** The dealer's data its paid orders wait for, named with a link to the profile. */
function MissingOrderData({ dealerId }: { dealerId: number }) {
  const t = useT();
  const { data } = useQuery({
    queryKey: ['dealerInvoiceMissing', dealerId],
    queryFn: ({ signal }) => api.get('dealerInvoiceMissing', { params: { dealerId }, signal }),
  });
  if (!data?.missing.length) return null;
  return <MissingInvoiceData missing={data.missing} title={t('app.invoices.wallet.missingTitle')} />;
}

/** Which routes serve a row's files, and with which ids: an order's, a month of fees', a credit note's (its return). */
function filesOf(
  invoice: Invoice,
  dealerId: number,
): { xml: InvoiceFileRoute; pdf: InvoiceFileRoute; params: Record<string, number> } {
  if (invoice.kind === 'credit_note')
    return {
      xml: 'dealerReturnCreditNoteXml',
      pdf: 'dealerReturnCreditNotePdf',
      params: { dealerId, returnId: invoice.return_id ?? 0 },
    };
  if (invoice.kind === 'fees')
    return { xml: 'feeInvoiceXml', pdf: 'feeInvoicePdf', params: { dealerId, invoiceId: invoice.id } };
  return { xml: 'orderInvoiceXml', pdf: 'orderInvoicePdf', params: { id: invoice.order_id ?? 0 } };
}

/** A credit note gives back: its total is shown with a minus sign (U+2212, as printed), e.g. −2,93 €. */
const amountOf = (invoice: Invoice) =>
  invoice.kind === 'credit_note'
    ? `\u2212${formatCurrency(invoice.total_amount)}`
    : formatCurrency(invoice.total_amount);

function InvoiceTable({ dealerId }: { dealerId: number }) {
  const t = useT();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { data, isPending, error } = useListContext<Invoice>();
  if (isPending) return <PageLoading />;
  if (error) return <Alert severity="error">{t('app.payments.wallet.loadError')}</Alert>;
  if (!data || data.length === 0)
    return <Typography sx={{ py: 3, textAlign: 'center' }}>{t('app.invoices.wallet.empty')}</Typography>;

  const download = async (format: 'xml' | 'pdf', invoice: Invoice) => {
    const file = filesOf(invoice, dealerId);
    setBusy(true);
    try {
      await downloadInvoice(file[format], file.params);
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const note = (invoice: Invoice) => invoice.kind === 'credit_note';
  const files = (invoice: Invoice) => (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        aria-label={t(note(invoice) ? 'app.invoices.wallet.noteXmlOf' : 'app.invoices.wallet.xmlOf', {
          number: invoice.number,
        })}
        onClick={() => void download('xml', invoice)}
      >
        {t('app.invoices.wallet.xml')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        aria-label={t(note(invoice) ? 'app.invoices.wallet.notePdfOf' : 'app.invoices.wallet.pdfOf', {
          number: invoice.number,
        })}
        onClick={() => void download('pdf', invoice)}
      >
        {t('app.invoices.wallet.pdf')}
      </Button>
    </Stack>
  );
  // A credit note says so, and which invoice it corrects.
  const creditNote = (invoice: Invoice) =>
    note(invoice) && (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
        <Chip size="small" color="info" variant="outlined" label={t('app.invoices.wallet.creditNote')} />
        {invoice.refers_to && (
          <Typography variant="caption" color="text.secondary">
            {t('app.invoices.wallet.refersTo', { number: invoice.refers_to })}
          </Typography>
        )}
      </Stack>
    );
  // Phone: one card per invoice, the total in view, no sideways scroll.
  if (phone)
    return (
      <>
        <Box
          component="ul"
          aria-labelledby="wallet-invoices"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {data.map((invoice) => (
            <Paper
              component="li"
              variant="outlined"
              key={invoice.id}
              sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {invoice.number} · {formatDate(invoice.issued_on)}
                </Typography>
                <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {amountOf(invoice)}
                </Typography>
              </Box>
              {creditNote(invoice)}
              {invoice.paid_by && (
                <Typography variant="body2" color="text.secondary">
                  {t('app.invoices.wallet.paidBy', { name: invoice.paid_by })}
                </Typography>
              )}
              {files(invoice)}
            </Paper>
          ))}
        </Box>
        <ListPagination />
      </>
    );
  return (
    <>
      <TableContainer>
        <Table size="small" aria-labelledby="wallet-invoices">
          <TableHead>
            <TableRow>
              <TableCell>{t('app.invoices.wallet.number')}</TableCell>
              <TableCell>{t('app.invoices.wallet.date')}</TableCell>
              <TableCell align="right">{t('app.invoices.wallet.total')}</TableCell>
              <TableCell>{t('app.invoices.wallet.files')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>
                  {invoice.number}
                  {/* Who of the company paid it. */}
                  {invoice.paid_by && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {t('app.invoices.wallet.paidBy', { name: invoice.paid_by })}
                    </Typography>
                  )}
                  {creditNote(invoice)}
                </TableCell>
                <TableCell>{formatDate(invoice.issued_on)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {amountOf(invoice)}
                </TableCell>
                <TableCell>{files(invoice)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination />
    </>
  );
}
