import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useT } from '../translate';

/** The empty list of SPEC §8: 'NON SONO PRESENTI DATI' (or the given text), with an optional action. */
export function EmptyState({ text, children }: { text?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <InboxOutlinedIcon sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography sx={{ fontWeight: 700, letterSpacing: 0.5 }}>{text ?? t('app.common.empty')}</Typography>
      {children}
    </Box>
  );
}
