import { useGetList } from 'react-admin';
import { MESSAGES_REFRESH_MS, type Conversation } from '../../../contract';

export type ConversationRecord = Conversation & { id: string };

/** The dealer's conversations (GET /user/:id/message/list), refreshed every 20 s (SPEC §2, §9), latest message first. */
export function useConversations() {
  const result = useGetList<ConversationRecord>(
    'conversations',
    { pagination: { page: 1, perPage: 1000 } },
    { refetchInterval: MESSAGES_REFRESH_MS, refetchIntervalInBackground: false },
  );
  const conversations = [...(result.data ?? [])].sort(
    (a, b) => Date.parse(b.last_message?.created_at ?? '') - Date.parse(a.last_message?.created_at ?? '') || 0,
  );
  return { ...result, conversations };
}
