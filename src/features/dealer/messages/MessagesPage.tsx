import { ArrowBackIcon } from '../../../ui/icons';
import { Alert, Box, Button, Dialog, Paper, Typography, useMediaQuery, type Theme } from '@mui/material';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { ListBase } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../ui/components/EmptyState';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { PageContainer } from '../../../ui/layout/PageContainer';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { SCREEN_ERROR_QUERY, WHOLE_LIST } from '../../../platform/list/wholeList';
import { useRouteTitle } from '../../../ui/RoutePage';
import { useT } from '../../../ui/translate';
import { loadChat, useChatRefresh } from '../../../domain/chat';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { ConversationHeader } from './ConversationHeader';
import { ConversationList } from './ConversationList';
import { CONVERSATIONS_QUERY, useConversations } from './useConversations';

// The chat's code (socket.io, the message schemas) is the chat feature's on-demand chunk, as in a request's chat.
const Chat = lazy(() => loadChat().then((module) => ({ default: module.Chat })));

/**
 * /messages (SPEC §2): the conversations resource's list view. The dealer's conversations on the left, refreshed
 * every 20 s; on the right the chat of the one in the URL (?id=<conversation uuid>) under its vehicle header.
 * Opening a chat confirms its messages read, which refreshes the list's and the header's unread dots.
 */
export default function MessagesPage() {
  return (
    <PageContainer title={useRouteTitle()}>
      <ListBase
        resource="conversations"
        {...WHOLE_LIST}
        queryOptions={{ ...SCREEN_ERROR_QUERY, ...CONVERSATIONS_QUERY }}
      >
        <Conversations />
      </ListBase>
    </PageContainer>
  );
}

function Conversations() {
  const t = useT();
  const user = useStoredUser();
  const refresh = useChatRefresh();
  const [params, setParams] = useSearchParams();
  // Phone: the open chat takes the whole screen (a full-screen dialog over the list), back closes it.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const selectedId = params.get('id');
  const { conversations, isPending, error, refetch } = useConversations();
  const selected = conversations.find((c) => c.uuid === selectedId) ?? null;
  const hrefOf = (uuid: string) => `?${new URLSearchParams({ id: uuid }).toString()}`;
  const headingId = 'messages-chat-heading';
  const detailRef = useRef<HTMLDivElement>(null);
  const selectedUuid = selected?.uuid;
  useEffect(() => {
    // Stacked layout (narrow screens): the chat is below the list, it comes into view at once when one is picked (a
    // smooth scroll could outlive a navigation started meanwhile).
    if (selectedUuid && !phone && window.matchMedia('(max-width: 899.95px)').matches)
      detailRef.current?.scrollIntoView?.({ behavior: 'instant', block: 'start' });
  }, [selectedUuid, phone]);

  const closeChat = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('id');
      return next;
    });

  let detail;
  if (selected) {
    detail = (
      <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <ConversationHeader conversation={selected} headingId={headingId} />
        <Suspense fallback={<PageLoading />}>
          <Chat
            key={selected.uuid}
            chatToken={selected.chat_token}
            label={t('app.messages.chatLabel', { topic: selected.topic_title })}
            height={phone ? 'calc(100dvh - 300px)' : 'min(55vh, 520px)'}
            onRead={refresh.onRead}
            onNewMessage={refresh.onNewMessage}
          />
        </Suspense>
      </Box>
    );
  } else if (selectedId && !isPending) {
    detail = <Alert severity="warning">{t('app.messages.notFound')}</Alert>;
  } else {
    detail = <Typography sx={{ color: 'text.secondary', p: 2 }}>{t('app.messages.selectConversation')}</Typography>;
  }

  return (
    <>
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {t('app.common.retry')}
            </Button>
          }
        >
          {errorMessage(error) || t('app.messages.loadError')}
        </Alert>
      )}
      {isPending ? (
        <PageLoading />
      ) : conversations.length === 0 ? (
        !error && <EmptyState />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          <Paper
            component="nav"
            variant="outlined"
            aria-label={t('app.messages.list')}
            sx={{ maxHeight: { md: '75vh' }, overflowY: 'auto' }}
          >
            <ConversationList
              conversations={conversations}
              selected={selected?.uuid ?? null}
              ownId={user?.id}
              hrefOf={hrefOf}
            />
          </Paper>
          {phone && selected ? (
            <Dialog fullScreen open onClose={closeChat} aria-labelledby={headingId}>
              <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minHeight: '100%' }}>
                <Box>
                  <Button startIcon={<ArrowBackIcon />} onClick={closeChat}>
                    {t('app.messages.backToList')}
                  </Button>
                </Box>
                {detail}
              </Box>
            </Dialog>
          ) : (
            <Paper ref={detailRef} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, scrollMarginTop: 8 }}>
              {detail}
            </Paper>
          )}
        </Box>
      )}
    </>
  );
}
