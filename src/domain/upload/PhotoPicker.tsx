import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { photos as m } from '../../../i18n/it/photos';
import { errorMessage } from '../../ui/forms/errorMessage';
import { DeleteIcon, PhotoCameraIcon } from '../../ui/icons';
import { uploadImage } from './uploadImage';

/**
 * Photos of a request's part, a return or a dispute: each picked file is uploaded at once (POST /upload/file, the
 * caller's own uploads) and shown as a thumbnail that can be removed; at most `max`. `onAdd` and `onRemove` let the
 * caller update from its current list: an upload may finish after another photo was removed.
 */
export function PhotoPicker({
  photos,
  onAdd,
  onRemove,
  max,
  label,
  error,
}: {
  photos: readonly string[];
  onAdd: (url: string) => void;
  onRemove: (index: number) => void;
  max: number;
  label: string;
  error?: string;
}) {
  const [busy, setBusy] = useState(false);
  const fileField = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      onAdd(await uploadImage(file));
    } catch (problem) {
      setFailure(errorMessage(problem));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {photos.map((url, index) => (
          <Box key={url} sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={url}
              alt={m.photo(index + 1)}
              sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
            <IconButton
              size="small"
              aria-label={m.removePhoto(index + 1)}
              onClick={() => onRemove(index)}
              sx={{ position: 'absolute', top: -8, right: -8, bgcolor: 'background.paper' }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {photos.length < max && (
          // A button that opens the file field: a <label> given the button role is not allowed (axe aria-allowed-role).
          <Button
            variant="outlined"
            size="small"
            startIcon={<PhotoCameraIcon />}
            disabled={busy}
            onClick={() => fileField.current?.click()}
          >
            {busy ? m.uploading : label}
          </Button>
        )}
        <input
          ref={fileField}
          hidden
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(event) => {
            void pick(event.target.files);
            event.target.value = '';
          }}
        />
      </Stack>
      {(failure || error) && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
          {failure ?? error}
        </Typography>
      )}
    </Box>
  );
}
