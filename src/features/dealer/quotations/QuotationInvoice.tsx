import {
  DescriptionOutlinedIcon as DescriptionIcon,
  PictureAsPdfOutlinedIcon as PictureAsPdfIcon,
} from '../../../ui/icons';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Quotation } from '../../../../contract';
import { api } from '../../../platform/api/dealer';
import { formatDate } from '../../../ui/format';
import { useT } from '../../../ui/translate';
import { downloadInvoice, type InvoiceFileRoute } from '../../../domain/invoices/downloadInvoice';
import { MissingInvoiceData } from '../../../domain/invoices/MissingInvoiceData';

/** Statuses a sale can be invoiced in (server/invoices/sale.ts): paid or shipped. */
export const isInvoiceableQuotation = (quotation: Pick<Quotation, 'status'>) =>
  quotation.status === 'paid' || quotation.status === 'complete';

/**
 * "Fattura elettronica" of a sold quotation: the FatturaPA XML and its courtesy PDF, issued on the first
 * download; the data that keeps it from being issued is named with the way to fix it, instead of a broken file.
 */
export function QuotationInvoice({ quotation }: { quotation: Quotation }) {
  const t = useT();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<InvoiceFileRoute | null>(null);
  const queryKey = ['quotationInvoice', quotation.id, quotation.status];
  const { data } = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get('quotationInvoice', { params: { id: quotation.id }, signal }),
    enabled: isInvoiceableQuotation(quotation),
  });
  if (!data || data.state === 'not-invoiceable') return null;
  if (data.state === 'missing-data')
    return <MissingInvoiceData missing={data.missing} title={t('app.invoices.missingTitle')} />;

  const download = async (route: InvoiceFileRoute) => {
    setBusy(route);
    try {
      await downloadInvoice(route, { id: quotation.id });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(null);
      // Issued now, or refused because data went missing meanwhile: the state says which.
      await queryClient.invalidateQueries({ queryKey });
    }
  };
  return (
    <Box component="section" aria-label={t('app.invoices.download')}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          startIcon={<DescriptionIcon />}
          disabled={busy !== null}
          onClick={() => void download('quotationInvoiceXml')}
        >
          {busy === 'quotationInvoiceXml' ? t('app.invoices.downloading') : t('app.invoices.download')}
        </Button>
        <Button
          variant="text"
          startIcon={<PictureAsPdfIcon />}
          disabled={busy !== null}
          onClick={() => void download('quotationInvoicePdf')}
        >
          {busy === 'quotationInvoicePdf' ? t('app.invoices.downloading') : t('app.invoices.downloadPdf')}
        </Button>
        {data.invoice && (
          <Typography variant="body2" color="text.secondary" data-testid="invoice-number">
            {t('app.invoices.issuedAs', { number: data.invoice.number, date: formatDate(data.invoice.issued_on) })}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
