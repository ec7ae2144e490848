import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quotation } from '../../../../contract';
import { mayMarkDelivered, type DealerDeliveryKind } from '../../../../contract/delivery';
import { mayWorkIn } from '../../../../contract/staff';
import { authStore } from '../../../platform/auth/storage';
import { staffRoleOf } from '../../../platform/auth/staffRole';
import { api } from '../../../platform/api/dealer';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatDate } from '../../../ui/format';
import { useT } from '../../../ui/translate';
import { replaceQuotation } from './useConfirmShipping';

/** Whether the detail has a delivery line: one recorded, or the buttons for the people who ship. */
export const showsDelivery = (quotation: Quotation): boolean =>
  Boolean(quotation.delivered_at) ||
  (mayMarkDelivered(quotation) && mayWorkIn(staffRoleOf(authStore.user()), 'shipping'));

/**
 * The goods reached the customer (contract/delivery.ts): once recorded, when and how; before that, on a concluded
 * offline sale, "Segna consegnato" / "Segna ritirato in sede" for the people who ship (owner and warehouse). An online
 * sale is the customer's to confirm, so it has no button here.
 */
export function QuotationDelivery({ quotation }: { quotation: Quotation }) {
  const t = useT();
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: (kind: DealerDeliveryKind) =>
      api.post('quotationDelivered', { params: { id: quotation.id }, body: { kind } }),
    onSuccess: (updated) => replaceQuotation(queryClient, updated),
  });
  if (quotation.delivered_at) {
    const date = formatDate(quotation.delivered_at);
    const key =
      quotation.delivery_kind === 'collected'
        ? 'app.quotations.delivery.collectedOn'
        : quotation.delivery_kind === 'delivered'
          ? 'app.quotations.delivery.deliveredOn'
          : quotation.delivery_kind === 'courier'
            ? 'app.quotations.delivery.courierOn'
            : 'app.quotations.delivery.receivedOn';
    return <Typography variant="body2">{t(key, { date })}</Typography>;
  }
  if (!showsDelivery(quotation)) return null;
  return (
    <Stack spacing={1} role="group" aria-label={t('app.quotations.delivery.label')}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(['delivered', 'collected'] as const).map((kind) => (
          <Button key={kind} variant="outlined" disabled={mark.isPending} onClick={() => mark.mutate(kind)}>
            {mark.isPending && mark.variables === kind
              ? t('app.quotations.delivery.saving')
              : t(`app.quotations.delivery.${kind}`)}
          </Button>
        ))}
      </Stack>
      {mark.error && <Alert severity="error">{errorMessage(mark.error)}</Alert>}
    </Stack>
  );
}
