import { lazy } from 'react';
import type { Conversation } from '../../../../contract';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';
import { ChatIcon } from '../../../ui/icons';

/** /messages: the conversations with the open one's chat beside them (?id=<uuid>), list and show in one screen. */
const ConversationList = lazy(() => import('./MessagesPage'));

export const messagesFeature = defineDealerFeature({
  name: 'messages',
  resources: [
    {
      name: 'conversations',
      list: ConversationList,
      show: ConversationList,
      recordRepresentation: (record: Conversation) => record.topic_title,
      // GET /user/:userId/message/list: the whole list, paged here; a conversation is known by its uuid.
      api: defineResourceApi({ list: 'messageList', idOf: (record) => String(record.uuid) }),
    },
  ],
  routes: [
    {
      path: paths.messages,
      title: 'app.routes.messages',
      access: 'subscriber',
      staff: 'chat',
      element: <ConversationList />,
      list: { resource: 'conversations' },
    },
  ],
  nav: [
    {
      to: paths.messages,
      label: 'app.nav.messages',
      unreadLabel: 'app.nav.messagesUnread',
      Icon: ChatIcon,
      order: 50,
      daily: true,
      unread: (ping) => ping.messages_to_read > 0,
    },
  ],
});
