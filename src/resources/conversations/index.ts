import ConversationIcon from '@mui/icons-material/ChatBubbleOutline';
import { lazy } from 'react';
import type { Conversation } from '../../../contract';
import { paths } from '../../routing/paths';
import { defineResource } from '../defineResource';

/** /messages: the conversations with the open one's chat beside them (?id=<uuid>), list and show in one screen. */
export const ConversationList = lazy(() => import('../../custom/messages/MessagesPage'));

/** Conversations, known by uuid; API route in ./api.ts. */
export const conversations = defineResource({
  name: 'conversations',
  list: ConversationList,
  show: ConversationList,
  icon: ConversationIcon,
  recordRepresentation: (record: Conversation) => record.topic_title,
  specPaths: { all: paths.messages },
});
