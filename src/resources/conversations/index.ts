import ConversationIcon from '@mui/icons-material/ChatBubbleOutline';
import type { ResourceProps } from 'react-admin';
import type { Conversation } from '../../../contract';

/** Conversations (GET /user/:id/message/list); record id = uuid. */
export const conversations = {
  name: 'conversations',
  icon: ConversationIcon,
  recordRepresentation: (record: Conversation) => record.topic_title,
} satisfies ResourceProps;
