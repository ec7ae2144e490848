import { Button, Paper, Typography } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { useT } from '../../../ui/translate';
import { loadCardUpdateForm } from '../../../domain/payments';

// The payment SDKs stay out of the profile chunk until the dealer opens the card form.
const CardUpdateForm = lazy(loadCardUpdateForm);

/**
 * The card update of SPEC §2: the provider's embedded card element and its 'Salva' button. The form is mounted
 * only in edit mode, because each mount asks the provider for a new setup (a Stripe SetupIntent).
 */
export function CardUpdateSlot() {
  const t = useT();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" id={titleId} sx={{ mb: 1 }}>
        {t('app.profile.card.title')}
      </Typography>
      {editing ? (
        <Suspense fallback={<PageLoading />}>
          <CardUpdateForm onSaved={() => setEditing(false)} />
        </Suspense>
      ) : (
        <Button variant="outlined" onClick={() => setEditing(true)}>
          {t('app.profile.card.edit')}
        </Button>
      )}
    </Paper>
  );
}
