import { Alert, Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { api } from '../../../platform/api/customer';
import { errorMessage } from '../../../ui/forms/errorMessage';

/** Password recovery the dealers' way (POST /user/forgot-password): a new password by email, valid from any app. */
export default function RecoveryPage() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ sent?: boolean; error?: string; busy?: boolean }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true });
    try {
      await api.post('forgotPassword', { body: { email: email.trim() } });
      setState({ sent: true });
    } catch (failure) {
      setState({ error: errorMessage(failure) });
    }
  };
  return (
    <Paper component="section" aria-labelledby="recovery-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="recovery-title" component="h1" variant="h5" sx={{ mb: 1 }}>
        {m.recovery.title}
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{m.recovery.intro}</Typography>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <TextField
            label={m.login.email}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            fullWidth
          />
          {state.error && <Alert severity="error">{state.error}</Alert>}
          {state.sent && <Alert severity="success">{m.recovery.sent}</Alert>}
          <Button type="submit" variant="contained" disabled={state.busy || !email.trim()}>
            {m.recovery.submit}
          </Button>
          <Link component={RouterLink} to="/accedi">
            {m.recovery.back}
          </Link>
        </Stack>
      </Box>
    </Paper>
  );
}
