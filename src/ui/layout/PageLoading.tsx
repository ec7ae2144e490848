import { Box, CircularProgress } from '@mui/material';
import { useT } from '../translate';

/** Shown while a lazy screen or its data loads. */
export function PageLoading() {
  const t = useT();
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('app.common.loading')} />
    </Box>
  );
}
