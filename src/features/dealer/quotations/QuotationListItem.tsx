import { Box, ListItemButton, Stack, Typography } from '@mui/material';
import type { Quotation } from '../../../../contract';
import { Timer } from '../../../ui/components/Timer';
import { formatCurrency, formatDate } from '../../../ui/format';
import { QuotationTags } from './QuotationTags';
import { useT } from '../../../ui/translate';
import { vehicleTitle } from '../../../domain/drafts/vehicleTitle';
import { QuotationOutcome } from './QuotationOutcome';

/** A quotation in the list: code, vehicle, total, timer (pending only) and status tags; compact: without date and outcome. */
export function QuotationListItem({
  quotation,
  selected,
  onSelect,
  compact = false,
}: {
  quotation: Quotation;
  selected: boolean;
  onSelect: () => void;
  compact?: boolean;
}) {
  const t = useT();
  return (
    <ListItemButton
      selected={selected}
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
      sx={{
        display: 'block',
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        mb: compact ? 0.5 : 1,
        py: compact ? 0.5 : 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {t('app.quotations.code', { code: quotation.quotation_code })}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {t('app.quotations.total', { amount: formatCurrency(quotation.total_price) })}
        </Typography>
      </Stack>
      <Typography variant="body2">{vehicleTitle(quotation.vehicle)}</Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {!compact && (
          <Typography variant="body2" color="text.secondary">
            {t('app.quotations.sentAt', { date: formatDate(quotation.created_at) })}
          </Typography>
        )}
        {quotation.status === 'pending' && <Timer minutes={quotation.timing_residue} />}
        <Box>
          <QuotationTags quotation={quotation} />
        </Box>
        {!compact && <QuotationOutcome quotation={quotation} short />}
      </Stack>
    </ListItemButton>
  );
}
