import { Typography } from '@mui/material';
import { kmRangeLabel } from '../../../contract/constants';
import { useT } from '../translate';

/** A vehicle's kilometre range by km_count id (SPEC §9): 'Km 25.000-70.000', 'Km N.D.' when unknown. */
export function KmRangeLabel({ kmCount }: { kmCount: number | null | undefined }) {
  const t = useT();
  return (
    <Typography component="span" variant="inherit">
      {`${t('app.ui.km.label')} ${kmRangeLabel(kmCount)}`}
    </Typography>
  );
}
