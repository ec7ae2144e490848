import { Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { shipmentStateNames } from '../../../../i18n/it/shipping';
import { api } from '../../../platform/api/customer';
import { formatDateTime } from '../../../ui/format';

/**
 * The courier's timeline of a purchase shipped with a label booked on the platform: where the part is, step by step
 * (Presa in carico, In transito, In consegna, Consegnato). A purchase shipped with a hand-typed code has none (the
 * server answers 404) and nothing is drawn. The live inbox refetches it when the courier moves the parcel.
 */
export function ShipmentTimeline({ quotationId }: { quotationId: number }) {
  const shipment = useQuery({
    queryKey: ['customer-shipment', quotationId],
    queryFn: () => api.get('customerShipment', { params: { id: quotationId } }),
    retry: false,
  });
  if (!shipment.data) return null;
  const { state, events, tracking_number: tracking } = shipment.data;
  return (
    <Paper component="section" aria-label={m.order.timeline} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h2" variant="h6">
          {m.order.timeline}
        </Typography>
        <Chip
          label={shipmentStateNames[state]}
          color={state === 'delivered' ? 'success' : state === 'exception' ? 'warning' : 'default'}
          size="small"
        />
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {m.order.trackingCode(tracking)}
      </Typography>
      <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
        {events.map((event) => (
          <li key={`${event.state}-${event.occurred_at}`}>
            <Typography variant="body2">
              <strong>{shipmentStateNames[event.state]}</strong> · {formatDateTime(event.occurred_at)}
              {event.description !== shipmentStateNames[event.state] && ` · ${event.description}`}
            </Typography>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
