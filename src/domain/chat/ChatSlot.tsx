import { Alert, Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useGetOne } from 'react-admin';
import type { Submission } from '../../../contract';
import { PageLoading } from '../../ui/layout/PageLoading';
import { useT } from '../../ui/translate';
import { loadChat, useChatRefresh } from '.';

// The chat (and the schemas it validates messages with) loads when a dealer opens it, not with the request list.
const Chat = lazy(() => loadChat().then((module) => ({ default: module.Chat })));

export type ChatSlotProps = {
  /** For aria-controls on the button that toggles it. */
  id: string;
} & ({ submission: Submission; submissionId?: undefined } | { submissionId: number; submission?: undefined });

function RequestChat({ chatToken, id }: { chatToken: string; id: string }) {
  const t = useT();
  const refresh = useChatRefresh();
  const label = t('app.submissions.chat.title');
  // While the chat's code arrives, the region the toggle's aria-controls names is already there, marked busy.
  const loading = (
    <Box component="section" id={id} aria-label={label} aria-busy="true">
      <PageLoading />
    </Box>
  );
  return (
    <Suspense fallback={loading}>
      <Chat
        chatToken={chatToken}
        id={id}
        label={label}
        height={320}
        onRead={refresh.onRead}
        onNewMessage={refresh.onNewMessage}
      />
    </Suspense>
  );
}

/** A quotation knows only its request's id: the request (readable by the dealer who quoted it) brings the chat token. */
function ChatOfRequestId({ submissionId, id }: { submissionId: number; id: string }) {
  const t = useT();
  const { data, isPending, error } = useGetOne<Submission>('submissions', { id: submissionId });
  if (error) {
    return (
      <Alert id={id} severity="warning">
        {t('app.submissions.detail.notFound')}
      </Alert>
    );
  }
  if (isPending || !data) return <PageLoading />;
  return <RequestChat chatToken={data.token_uuid} id={id} />;
}

/**
 * The request's chat with the customer (SPEC §2: the comment count toggles it), in the submissions detail,
 * drafts and quotations: with the request at hand, or by its id.
 */
export function ChatSlot(props: ChatSlotProps) {
  return (
    <Box sx={{ p: { xs: 1, sm: 1.5 }, bgcolor: 'grey.50', borderRadius: 1, border: 1, borderColor: 'divider' }}>
      {props.submission ? (
        <RequestChat chatToken={props.submission.token_uuid} id={props.id} />
      ) : (
        <ChatOfRequestId submissionId={props.submissionId} id={props.id} />
      )}
    </Box>
  );
}
