import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card of a payment screen (the order, the payment); its heading names the region. */
export function PaymentPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
