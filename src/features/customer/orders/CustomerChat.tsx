import { AttachFileIcon, SendFilledIcon as SendIcon } from '../../../ui/icons';
import { Alert, Box, Button, CircularProgress, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Socket } from 'socket.io-client';
import type { Message } from '../../../../contract/entities/chat';
import { CHAT_DEBOUNCE_MS, CHAT_LOAD_TIMEOUT_MS } from '../../../../contract/constants';
import {
  CHAT_ERROR_EVENT,
  CHAT_SOCKET_PATH,
  chatReceiveEvent,
  chatSendEvent,
  isFinalChatRefusal,
} from '../../../../contract/realtime';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { authStore } from '../../../platform/auth/storage';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatDateTime } from '../../../ui/format';
import { uploadImage } from '../../../domain/upload';

const keyOf = (message: Message) => `${message.text}|${message.created_at}|${message.timestamp}`;
const attachmentsOf = (message: Message): string[] => {
  try {
    const value: unknown = JSON.parse(message.attachments || '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The customer's chat with one dealer on one request (SPEC §7 protocol; the handshake names the dealer): history,
 * live messages of both sides, text and photos (uploaded like every image), read confirmations.
 */
export function CustomerChat({ chatToken, dealerId, label }: { chatToken: string; dealerId: number; label: string }) {
  const [messages, setMessages] = useState<Message[]>([]);
  const [loading, setLoading] = useState(true);
  const [connected, setConnected] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const socketRef = useRef<Socket | null>(null);
  const lastSend = useRef(0);

  useEffect(() => {
    let closed = false;
    const timeout = setTimeout(() => setLoading(false), CHAT_LOAD_TIMEOUT_MS);
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const socket = io({
        path: CHAT_SOCKET_PATH,
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
        auth: (cb) => cb({ token: authStore.token() ?? '', chatToken, dealerId }),
      });
      socketRef.current = socket;
      const confirmRead = () =>
        socket.emit(chatSendEvent(chatToken), { type: 'confirmRead', text: '', attachments: [] });
      socket.on('connect', () => {
        setConnected(true);
        confirmRead();
      });
      socket.on('disconnect', () => setConnected(false));
      socket.on('connect_error', (err: Error & { data?: { code?: unknown } }) => {
        setConnected(false);
        if (isFinalChatRefusal(err.data?.code)) {
          setError(err.message);
          setLoading(false);
          socket.close();
        }
      });
      socket.on(CHAT_ERROR_EVENT, (payload: { message?: string }) => setError(payload.message ?? null));
      socket.on(chatReceiveEvent(chatToken), (incoming: Message[]) => {
        setLoading(false);
        setMessages((current) => {
          const seen = new Set(current.map(keyOf));
          const added = incoming.filter((message) => !seen.has(keyOf(message)));
          if (added.some((message) => !message.my_message)) confirmRead();
          return added.length ? [...current, ...added] : current;
        });
      });
    });
    return () => {
      closed = true;
      clearTimeout(timeout);
      socketRef.current?.close();
      socketRef.current = null;
    };
  }, [chatToken, dealerId]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const socket = socketRef.current;
    if (!socket?.connected || (!text.trim() && photos.length === 0) || Date.now() - lastSend.current < CHAT_DEBOUNCE_MS)
      return;
    lastSend.current = Date.now();
    socket.emit(chatSendEvent(chatToken), { type: 'newMessage', text: text.trim(), attachments: photos });
    setText('');
    setPhotos([]);
  };
  const attach = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadImage(file);
      setPhotos((current) => [...current, url]);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box component="section" aria-label={label} id="chat">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        role="log"
        aria-label={m.chat.log}
        aria-busy={loading}
        tabIndex={0}
        sx={{
          maxHeight: 360,
          minHeight: 120,
          overflowY: 'auto',
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {loading ? (
          <CircularProgress size={24} aria-label={m.chat.loading} />
        ) : messages.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{m.chat.empty}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {messages.map((message) => (
              <Box
                component="li"
                key={keyOf(message)}
                sx={{
                  alignSelf: message.my_message ? 'flex-end' : 'flex-start',
                  maxWidth: '85%',
                  bgcolor: message.my_message ? 'rh.ownBubble' : 'rh.otherBubble',
                  p: 1,
                  borderRadius: 1,
                }}
              >
                <Typography variant="caption" component="p">
                  {message.my_message ? m.chat.you : message.user_name} · {formatDateTime(message.created_at)}
                </Typography>
                {message.text && (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {message.text}
                  </Typography>
                )}
                {attachmentsOf(message).map((url, index) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer">
                    <Box
                      component="img"
                      src={url}
                      alt={m.chat.attachment(index + 1)}
                      sx={{ maxWidth: 160, maxHeight: 160, display: 'block', mt: 0.5 }}
                    />
                  </a>
                ))}
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      {!connected && !loading && !error && (
        <Typography role="status" variant="body2">
          {m.chat.offline}
        </Typography>
      )}
      {error && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Box component="form" onSubmit={send} sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start' }}>
        <TextField
          label={m.chat.input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
          fullWidth
          multiline
          maxRows={4}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
        <IconButton component="label" aria-label={m.chat.attach} disabled={uploading}>
          <AttachFileIcon />
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(event) => void attach(event.target.files?.[0])}
          />
        </IconButton>
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={!connected || (!text.trim() && photos.length === 0)}
        >
          {m.chat.send}
        </Button>
      </Box>
      {photos.length > 0 && (
        <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
          {photos.map((url, index) => (
            <Box
              key={url}
              component="img"
              src={url}
              alt={m.chat.attachment(index + 1)}
              sx={{ width: 48, height: 48, objectFit: 'cover' }}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
