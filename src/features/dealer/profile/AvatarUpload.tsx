import { PhotoCameraIcon } from '../../../ui/icons';
import { Alert, Avatar, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNotify } from 'react-admin';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MEGABYTES, type User } from '../../../../contract';
import { authStore } from '../../../platform/auth/storage';
import { api } from '../../../platform/api/dealer';
import { useT } from '../../../ui/translate';
import { errorMessage } from '../../../ui/forms/errorMessage';

export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader'));
    reader.readAsDataURL(file);
  });
}

const initials = (user: User) =>
  (user.legal_name || [user.name, user.surname].filter(Boolean).join(' ') || user.email)
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/**
 * The dealer's picture: PNG or JPEG up to the upload limit, checked here for a quick answer and again by the
 * server by content; sent as base64 (POST /upload/file), then set as profile_photo (POST /photo/update).
 */
export function AvatarUpload({ user }: { user: User }) {
  const t = useT();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = user.legal_name || user.email;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setError(t('app.profile.avatar.unsupported'));
    if (file.size > UPLOAD_MAX_BYTES)
      return setError(t('app.profile.avatar.tooLarge', { megabytes: UPLOAD_MAX_MEGABYTES }));
    setBusy(true);
    try {
      const { url } = await api.post('uploadFile', {
        body: { file: await readAsDataUrl(file), name: file.name.slice(0, 200) },
      });
      authStore.updateUser(
        await api.post('photoUpdate', { params: { dealerId: user.id }, body: { profile_photo: url } }),
      );
      notify(t('app.profile.avatar.saved'), { type: 'success' });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Box sx={{ position: 'relative' }}>
        <Avatar
          src={user.profile_photo ?? undefined}
          alt={t('app.profile.avatar.alt', { name })}
          sx={{ width: 96, height: 96, fontSize: '2rem', bgcolor: 'primary.main' }}
        >
          {initials(user)}
        </Avatar>
        {busy && (
          <CircularProgress
            size={104}
            sx={{ position: 'absolute', top: -4, left: -4 }}
            aria-label={t('app.profile.avatar.uploading')}
          />
        )}
      </Box>
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        hidden
        onChange={onFile}
        data-testid="avatar-input"
      />
      <Button size="small" startIcon={<PhotoCameraIcon />} onClick={() => input.current?.click()} disabled={busy}>
        {t('app.profile.avatar.change')}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {t('app.profile.avatar.hint', { megabytes: UPLOAD_MAX_MEGABYTES })}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ maxWidth: 280 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
