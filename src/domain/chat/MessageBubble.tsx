import { Box, ButtonBase, Typography } from '@mui/material';
import type { Message } from '../../../contract';
import { formatDateTime } from '../../ui/format';
import { VisuallyHidden } from '../../ui/layout/VisuallyHidden';
import { useT } from '../../ui/translate';
import { isImageUrl } from '../../ui/components/media';
import { attachmentsOf } from './chatMessages';

interface MessageBubbleProps {
  message: Message;
  /** Opens the lightbox on one of the message's images. */
  onOpenImage: (images: string[], index: number) => void;
}

/**
 * One message: the dealer's own on the right in the brand colour, the customer's on the left in grey, each
 * with who wrote it and when (also for screen readers), and its images as thumbnails.
 */
export function MessageBubble({ message, onOpenImage }: MessageBubbleProps) {
  const t = useT();
  const own = message.my_message;
  const time = formatDateTime(message.created_at);
  const author = own ? t('app.chat.own') : message.user_name || t('app.chat.customer');
  const images = attachmentsOf(message).filter(isImageUrl);
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start', listStyle: 'none' }}>
      <Box
        sx={{
          maxWidth: '80%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderBottomRightRadius: own ? 4 : undefined,
          borderBottomLeftRadius: own ? undefined : 4,
          bgcolor: own ? 'primary.main' : 'grey.100',
          color: own ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <VisuallyHidden>
          {own ? t('app.chat.ownMessage', { time }) : t('app.chat.customerMessage', { name: author, time })}
        </VisuallyHidden>
        <Typography variant="caption" aria-hidden sx={{ display: 'block', fontWeight: 700, opacity: 0.9 }}>
          {author}
        </Typography>
        {message.text && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text}
          </Typography>
        )}
        {images.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {images.map((src, i) => (
              <ButtonBase
                key={`${src}-${i}`}
                onClick={() => onOpenImage(images, i)}
                aria-label={t('app.chat.openAttachment', { n: i + 1 })}
                sx={{
                  borderRadius: 1,
                  overflow: 'hidden',
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main' },
                }}
              >
                <Box
                  component="img"
                  src={src}
                  alt=""
                  loading="lazy"
                  sx={{ width: 96, height: 72, objectFit: 'cover', display: 'block', bgcolor: 'grey.200' }}
                />
              </ButtonBase>
            ))}
          </Box>
        )}
        <Typography
          variant="caption"
          aria-hidden
          component="time"
          dateTime={message.created_at}
          sx={{ display: 'block', textAlign: 'right', opacity: 0.8, mt: 0.25 }}
        >
          {time}
        </Typography>
      </Box>
    </Box>
  );
}
