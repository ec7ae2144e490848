import {
  QrCode2OutlinedIcon as LabelIcon,
  LocalShippingOutlinedIcon as LocalShippingIcon,
  PictureAsPdfOutlinedIcon as PictureAsPdfIcon,
  RateReviewOutlinedIcon as RateReviewIcon,
} from '../../../ui/icons';
import { Alert, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QUOTATION_FILTER_STATUSES, type Quotation } from '../../../../contract';
import { formatDate } from '../../../ui/format';
import { canConfirmShipping, canCreateLabel, needsCustomerContact, visibleCustomer } from './quotationRules';
import { QuotationTags } from './QuotationTags';
import { feedbackPath } from '../../../platform/paths';
import { useT } from '../../../ui/translate';
import { ChatToggle } from '../../../domain/chat/ChatToggle';
import { vehicleTitle } from '../../../domain/drafts/vehicleTitle';
import { authStore } from '../../../platform/auth/storage';
import { staffRoleOf } from '../../../platform/auth/staffRole';
import { mayWorkIn } from '../../../../contract/staff';
import { exportQuotationPdf } from './exportQuotationPdf';
import { QuotationCustomer } from './QuotationCustomer';
import { QuotationDelivery, showsDelivery } from './QuotationDelivery';
import { QuotationOutcome } from './QuotationOutcome';
import { isInvoiceableQuotation, QuotationInvoice } from './QuotationInvoice';
import { QuotationRowsTable } from './QuotationRowsTable';
import { QuotationShipping } from './QuotationShipping';
import { teamScreensCopy as teamText } from '../../../../i18n/it/app/teamScreens';
import { fill } from '../../../ui/fill';
import { TrackingDialog } from './TrackingDialog';
import { LabelDialog, LabelDownload } from './LabelDialog';

/** The server takes a questionnaire only about an accepted quotation (docs/decisions.md "Feedback"). */
const acceptsFeedback = (quotation: Quotation) => QUOTATION_FILTER_STATUSES.accepted.includes(quotation.status);

/** The selected quotation (SPEC §2 "Quotations screens" detail). */
export function QuotationDetail({ quotation }: { quotation: Quotation }) {
  const t = useT();
  const [trackingOpen, setTrackingOpen] = useState(false);
  const [labelOpen, setLabelOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const customer = visibleCustomer(quotation);
  const titleId = `quotation-${quotation.id}-title`;

  const exportPdf = async () => {
    setExporting(true);
    try {
      await exportQuotationPdf(quotation, t, authStore.user());
    } finally {
      setExporting(false);
    }
  };

  return (
    <Paper component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ flex: '1 0 auto', maxWidth: '100%' }}>
          <Typography id={titleId} component="h2" variant="h6">
            {t('app.quotations.code', { code: quotation.quotation_code })}
          </Typography>
          <Typography variant="body2">{vehicleTitle(quotation.vehicle)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('app.quotations.sentAt', { date: formatDate(quotation.created_at) })}
            {quotation.accepted_date &&
              ` · ${t('app.quotations.acceptedAt', { date: formatDate(quotation.accepted_date) })}`}
          </Typography>
          {(quotation.sent_by || quotation.shipped_by) && (
            <Typography variant="body2" color="text.secondary">
              {[
                quotation.sent_by && fill(teamText.sentBy, { name: quotation.sent_by }),
                quotation.shipped_by && fill(teamText.shippedBy, { name: quotation.shipped_by }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
          <Box sx={{ mt: 1 }}>
            <QuotationTags quotation={quotation} />
          </Box>
          <QuotationOutcome quotation={quotation} />
        </Box>
        {/* The actions wrap inside the detail: three of them are wider than its column beside a long title. */}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flex: '0 1 auto', minWidth: 0, flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}
        >
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            onClick={() => void exportPdf()}
            disabled={exporting}
          >
            {exporting ? t('app.quotations.pdf.exporting') : t('app.quotations.pdf.export')}
          </Button>
          {acceptsFeedback(quotation) && (
            <Button
              component={RouterLink}
              to={feedbackPath(quotation.id)}
              variant="outlined"
              startIcon={<RateReviewIcon />}
            >
              {t('app.quotations.feedbackLink')}
            </Button>
          )}
          {canCreateLabel(quotation) && mayWorkIn(staffRoleOf(authStore.user()), 'shipping') && (
            <Button variant="contained" startIcon={<LabelIcon />} onClick={() => setLabelOpen(true)}>
              {t('app.quotations.label.open')}
            </Button>
          )}
          {quotation.tracking_code && mayWorkIn(staffRoleOf(authStore.user()), 'shipping') && (
            <LabelDownload quotationId={quotation.id} />
          )}
          {canConfirmShipping(quotation) && (
            <Button variant="outlined" startIcon={<LocalShippingIcon />} onClick={() => setTrackingOpen(true)}>
              {t('app.quotations.tracking.open')}
            </Button>
          )}
        </Stack>
      </Stack>
      {needsCustomerContact(quotation) && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('app.quotations.offlineNote')}
        </Alert>
      )}
      <Stack spacing={2} sx={{ mt: 2 }} divider={<Divider flexItem />}>
        {isInvoiceableQuotation(quotation) && <QuotationInvoice quotation={quotation} />}
        {customer && <QuotationCustomer customer={customer} />}
        <QuotationRowsTable quotation={quotation} />
        <QuotationShipping quotation={quotation} />
        {showsDelivery(quotation) && <QuotationDelivery quotation={quotation} />}
        <ChatToggle submissionId={quotation.submission_id} />
      </Stack>
      {trackingOpen && <TrackingDialog quotationId={quotation.id} open onClose={() => setTrackingOpen(false)} />}
      {labelOpen && <LabelDialog quotationId={quotation.id} open onClose={() => setLabelOpen(false)} />}
    </Paper>
  );
}
