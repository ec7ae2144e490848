import { Chip, type ChipProps } from '@mui/material';
import type { ReturnState } from '../../../contract/returns';
import { returnStateNames } from '../../../i18n/it/returns';

// The border says what the state asks of whom; the text stays the body colour (coloured text on white fails contrast).
const BORDERS: Record<ReturnState, string> = {
  requested: 'warning.main',
  accepted: 'info.main',
  refused: 'error.main',
  received: 'info.main',
  refunded: 'success.main',
  closed: 'divider',
  cancelled: 'divider',
};

/** A return's state in its Italian name ("In attesa di risposta", "Rimborsato"). */
export function ReturnStateChip({ state, size = 'small' }: { state: ReturnState; size?: ChipProps['size'] }) {
  return (
    <Chip
      label={returnStateNames[state]}
      size={size}
      variant="outlined"
      sx={{ color: 'text.primary', borderColor: BORDERS[state], borderWidth: 2, fontWeight: 600 }}
    />
  );
}
