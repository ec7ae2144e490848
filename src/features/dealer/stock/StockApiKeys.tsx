import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import type { StockApiKey } from '../../../../contract/entities/stock';
import { api } from '../../../platform/api/dealer';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatDate, formatDateTime } from '../../../ui/format';
import { VisuallyHidden } from '../../../ui/layout/VisuallyHidden';
import { fill, stockText } from '../../../domain/stock/copy';

/** The machine import's keys (docs/stock-api.md): create (the secret shown once, here only), list, revoke. */
export function StockApiKeys({ dealerId }: { dealerId: number }) {
  const notify = useNotify();
  const headingId = useId();
  const queryClient = useQueryClient();
  const queryKey = ['stockApiKeys', dealerId];
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const { data } = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get('stockApiKeys', { params: { dealerId }, signal }),
    enabled: dealerId > 0,
  });
  const create = useMutation({
    mutationFn: (keyName: string) => api.post('stockApiKeyCreate', { params: { dealerId }, body: { name: keyName } }),
    onSuccess: async (created) => {
      setSecret({ name: created.name, secret: created.secret });
      setName('');
      await queryClient.invalidateQueries({ queryKey });
    },
  });
  const revoke = useMutation({
    mutationFn: (keyId: number) => api.post('stockApiKeyRevoke', { params: { dealerId, keyId } }),
    onSuccess: async () => {
      notify(stockText.keys.revoked, { type: 'info' });
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (failure) => notify(errorMessage(failure), { type: 'error' }),
  });
  const active = (data?.data ?? []).filter((key: StockApiKey) => key.revoked_at === null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) create.mutate(name.trim());
  };
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard?.writeText(secret.secret).catch(() => undefined);
    notify(stockText.keys.copied, { type: 'info' });
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {stockText.keys.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {stockText.keys.help}
      </Typography>
      {secret && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="p">
            {fill(stockText.keys.secretTitle, { name: secret.name })}
          </Typography>
          <TextField
            value={secret.secret}
            label={stockText.keys.secretLabel}
            size="small"
            fullWidth
            sx={{ my: 1 }}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'stock-key-secret', spellCheck: false } }}
            onFocus={(event) => event.target.select()}
          />
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => void copy()}>
              {stockText.keys.copy}
            </Button>
            <Button size="small" onClick={() => setSecret(null)}>
              {stockText.keys.done}
            </Button>
          </Stack>
        </Alert>
      )}
      <Stack
        component="form"
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          size="small"
          label={stockText.keys.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={!name.trim() || create.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {stockText.keys.create}
        </Button>
      </Stack>
      {create.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(create.error)}
        </Alert>
      )}
      {active.length === 0 ? (
        <Typography color="text.secondary">{stockText.keys.none}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={stockText.keys.title}>
            <TableHead>
              <TableRow>
                <TableCell>{stockText.keys.name}</TableCell>
                <TableCell>{stockText.keys.prefix}</TableCell>
                <TableCell>{stockText.keys.created}</TableCell>
                <TableCell>{stockText.keys.lastUsed}</TableCell>
                <TableCell>
                  <VisuallyHidden>{stockText.list.actions}</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {active.map((key) => (
                <TableRow key={key.id}>
                  <TableCell>{key.name}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{key.prefix}</TableCell>
                  <TableCell>{formatDate(key.created_at)}</TableCell>
                  <TableCell>
                    {key.last_used_at ? formatDateTime(key.last_used_at) : stockText.keys.neverUsed}
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      color="error"
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(key.id)}
                      aria-label={fill(stockText.keys.revokeLabel, { name: key.name })}
                    >
                      {stockText.keys.revoke}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
