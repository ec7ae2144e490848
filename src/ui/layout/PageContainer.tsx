import { Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Standard page frame: width, spacing and the page's single <h1>. */
export function PageContainer({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
