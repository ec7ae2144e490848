import { SendFilledIcon as SendIcon } from '../../ui/icons';
import { Alert, AlertTitle, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Message } from '../../../contract';
import { Lightbox } from '../../ui/components/Lightbox';
import { useTouchOnly } from '../../ui/touch';
import { useT } from '../../ui/translate';
import { MessageBubble } from './MessageBubble';
import { useChat } from './useChat';

export interface ChatProps {
  /** The request's token_uuid. */
  chatToken: string;
  /** Accessible name of the chat region (default: 'Chat con il cliente'). */
  label?: string;
  id?: string;
  /** Height of the message list. */
  height?: number | string;
  onRead?: () => void;
  onNewMessage?: (message: Message) => void;
}

/**
 * The chat with the customer of one request (SPEC §2, §4, §7), used by submissions, drafts, quotations and
 * the Messages screen. Messages in time order, own on the right; a box and 'Invia' to write.
 */
export function Chat({ chatToken, label, id, height = 360, onRead, onNewMessage }: ChatProps) {
  const t = useT();
  const touchOnly = useTouchOnly();
  const { messages, loading, status, error, send } = useChat({ chatToken, onRead, onNewMessage });
  const [text, setText] = useState('');
  const [lightbox, setLightbox] = useState<{ images: string[]; index: number | null }>({ images: [], index: null });
  const listRef = useRef<HTMLDivElement>(null);
  const connected = status === 'connected';

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box
      component="section"
      id={id}
      aria-label={label ?? t('app.chat.title')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {status === 'refused' ? (
        <Alert severity="warning">
          <AlertTitle>{t('app.chat.refused')}</AlertTitle>
          {error}
        </Alert>
      ) : (
        <>
          {(status === 'offline' || (status === 'connecting' && !loading)) && (
            <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
              {status === 'connecting' ? t('app.chat.connecting') : t('app.chat.offline')}
            </Typography>
          )}
          <Box
            ref={listRef}
            role="log"
            aria-label={t('app.chat.log')}
            aria-busy={loading}
            tabIndex={0}
            sx={{
              height,
              overflowY: 'auto',
              p: 1.5,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
            }}
          >
            {loading ? (
              <Box
                role="status"
                sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', height: '100%' }}
              >
                <CircularProgress size={28} aria-label={t('app.chat.loading')} />
              </Box>
            ) : messages.length === 0 ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', height: '100%' }}>
                <Typography sx={{ color: 'text.secondary' }}>{t('app.chat.empty')}</Typography>
              </Box>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
                {messages.map((message) => (
                  <MessageBubble
                    key={`${message.order}-${message.timestamp}`}
                    message={message}
                    onOpenImage={(images, index) => setLightbox({ images, index })}
                  />
                ))}
              </Box>
            )}
          </Box>
          {error && (
            <Alert severity="warning" role="alert">
              {error}
            </Alert>
          )}
          <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
            <TextField
              label={t('app.chat.input')}
              placeholder={t('app.chat.placeholder')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              multiline
              maxRows={4}
              size="small"
              fullWidth
              helperText={touchOnly ? undefined : t('app.chat.hint')}
              slotProps={{ htmlInput: { maxLength: 4000 } }}
            />
            <Button
              type="submit"
              variant="contained"
              endIcon={<SendIcon />}
              disabled={!connected || text.trim() === ''}
              // Level with the field, whose hint line (none on touch) sits below it.
              sx={{ mb: touchOnly ? 0 : 2.75, flexShrink: 0 }}
            >
              {t('app.chat.send')}
            </Button>
          </Box>
        </>
      )}
      <Lightbox
        items={lightbox.images.map((src, i) => ({ src, alt: t('app.chat.attachment', { n: i + 1 }) }))}
        index={lightbox.index}
        onIndexChange={(index) => setLightbox((current) => ({ ...current, index }))}
      />
    </Box>
  );
}
