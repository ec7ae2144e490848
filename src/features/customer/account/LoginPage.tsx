import { VisibilityIcon, VisibilityOffIcon } from '../../../ui/icons';
import {
  Alert,
  Box,
  Button,
  IconButton,
  InputAdornment,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { authStore } from '../../../platform/auth/storage';
import { SUPPORT_EMAIL } from '../../../platform/config';
import { fill } from '../../../ui/fill';
import { errorMessage } from '../../../ui/forms/errorMessage';

/** Login of the customer app: a dealer or an operator is refused by the server with a message that points elsewhere. */
export default function LoginPage() {
  const login = useLogin();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(() => {
    const reason = authStore.signOutReason();
    if (reason === 'suspended') return fill(m.login.suspended, { email: SUPPORT_EMAIL });
    return reason === 'expired' ? m.login.expired : null;
  });
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setError(m.login.required);
    setBusy(true);
    setError(null);
    try {
      await login({ email, password }, from);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby="login-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="login-title" component="h1" variant="h5" sx={{ mb: 1 }}>
        {m.login.title}
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{m.login.intro}</Typography>
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
          <TextField
            label={m.login.password}
            type={shown ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            fullWidth
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={shown ? m.login.hidePassword : m.login.showPassword}
                      onClick={() => setShown(!shown)}
                      edge="end"
                    >
                      {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          {error && <Alert severity="error">{error}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {m.login.submit}
          </Button>
          <Link component={RouterLink} to="/recupero-password">
            {m.login.forgot}
          </Link>
          <Link component={RouterLink} to="/registrati">
            {m.login.register}
          </Link>
          <Link href="/">{m.login.dealerHint}</Link>
        </Stack>
      </Box>
    </Paper>
  );
}
