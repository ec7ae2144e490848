import { Box, Typography } from '@mui/material';
import { useT } from '../translate';

export interface AudioNoteProps {
  src: string;
  /** The note's transcription (the API's audio_descriptions entry), if any. */
  transcription?: string | null;
  /** 1-based position among the request's audio notes, for the label. */
  n?: number;
}

/** A customer's voice note: the browser's audio player and its transcription underneath. */
export function AudioNote({ src, transcription, n = 1 }: AudioNoteProps) {
  const t = useT();
  const label = t('app.ui.audio.label', { n });
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="audio"
        controls
        preload="none"
        src={src}
        aria-label={label}
        sx={{ width: '100%', maxWidth: 420, display: 'block' }}
      />
      <Typography
        component="figcaption"
        variant="body2"
        sx={{ mt: 0.5, color: transcription ? 'text.primary' : 'text.secondary' }}
      >
        <Box component="span" sx={{ fontWeight: 600 }}>{`${t('app.ui.audio.transcription')}: `}</Box>
        {transcription?.trim() || t('app.ui.audio.noTranscription')}
      </Typography>
    </Box>
  );
}
