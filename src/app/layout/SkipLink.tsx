import { Box } from '@mui/material';
import { useT } from '../../ui/translate';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps over the header to the content. */
export function SkipLink() {
  const t = useT();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('app.layout.skipToContent')}
    </Box>
  );
}
