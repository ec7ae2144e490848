import { useMemo } from 'react';
import { useListContext } from 'react-admin';
import { MESSAGES_REFRESH_MS, type Conversation } from '../../../../contract';

export type ConversationRecord = Conversation & { id: string };

/** The conversations list view's query: refreshed every 20 s while the tab is visible (SPEC §2, §9). */
export const CONVERSATIONS_QUERY = {
  refetchInterval: MESSAGES_REFRESH_MS,
  refetchIntervalInBackground: false,
} as const;

const lastMessageAt = (conversation: ConversationRecord) => Date.parse(conversation.last_message?.created_at ?? '');

/**
 * The conversations of the list in context (MessagesPage's ListBase), latest message first (SPEC §2). The API
 * answers the list whole and the view holds it on one page, so the order is set here.
 */
export function useConversations() {
  const list = useListContext<ConversationRecord>();
  const { data } = list;
  const conversations = useMemo(
    () => [...(data ?? [])].sort((a, b) => lastMessageAt(b) - lastMessageAt(a) || 0),
    [data],
  );
  return { ...list, conversations };
}
