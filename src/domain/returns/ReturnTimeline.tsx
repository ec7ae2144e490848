import { Box, Typography } from '@mui/material';
import type { ReturnEvent } from '../../../contract/returns';
import { returnActorNames, returnEventNames } from '../../../i18n/it/returns';
import { formatDateTime } from '../../ui/format';

/**
 * A return's timeline as its log records it, oldest first: what happened, who did it (the person's name when the
 * dealer's staff or the operator acted), when, and the note of that step (the refusal's reason, the decision's).
 * The same list for the customer, the dealer and the operator.
 */
export function ReturnTimeline({ events, title }: { events: readonly ReturnEvent[]; title: string }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        {events.map((event, index) => (
          <li key={`${event.kind}-${event.at}-${index}`}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <strong>{returnEventNames[event.kind]}</strong> · {formatDateTime(event.at)} ·{' '}
              {event.actor_name ?? returnActorNames[event.actor]}
            </Typography>
            {event.note && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {event.note}
              </Typography>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
