import { Badge, Box, List, ListItemButton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { VisuallyHidden } from '../../../ui/layout/VisuallyHidden';
import { useT } from '../../../ui/translate';
import { conversationTime } from './conversationText';
import type { ConversationRecord } from './useConversations';

interface ConversationListProps {
  conversations: ConversationRecord[];
  selected: string | null;
  ownId: number | undefined;
  /** The search string that opens a conversation. */
  hrefOf: (uuid: string) => string;
}

/** Left side of Messages: topic, last message, time and an unread dot per conversation (SPEC §2). */
export function ConversationList({ conversations, selected, ownId, hrefOf }: ConversationListProps) {
  const t = useT();
  return (
    <List disablePadding>
      {conversations.map((conversation) => {
        const last = conversation.last_message;
        const unread = last ? !last.read : false;
        const text = last ? last.text || t('app.messages.attachmentOnly') : '';
        const active = conversation.uuid === selected;
        return (
          <li key={conversation.uuid}>
            <ListItemButton
              component={RouterLink}
              to={hrefOf(conversation.uuid)}
              selected={active}
              aria-current={active ? 'true' : undefined}
              // The list scrolls (it clips): the focus ring is drawn inside the item so it stays whole.
              sx={{
                alignItems: 'flex-start',
                gap: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
                py: 1.25,
                '&.Mui-focusVisible': { outlineOffset: -3 },
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                  <Typography component="span" variant="subtitle2" noWrap sx={{ fontWeight: unread ? 800 : 600 }}>
                    {conversation.topic_title}
                  </Typography>
                  {last && (
                    <Typography
                      component="time"
                      dateTime={last.created_at}
                      variant="caption"
                      sx={{ color: 'text.secondary', flexShrink: 0 }}
                    >
                      {conversationTime(last.created_at)}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                  <Typography
                    component="span"
                    variant="body2"
                    noWrap
                    sx={{ color: unread ? 'text.primary' : 'text.secondary' }}
                  >
                    {last && last.user_id === ownId ? t('app.messages.ownLast', { text }) : text}
                  </Typography>
                  {unread && (
                    <Badge
                      variant="dot"
                      color="secondary"
                      sx={{ mr: 0.75, flexShrink: 0, '& .MuiBadge-dot': { width: 10, height: 10, borderRadius: 5 } }}
                    >
                      <VisuallyHidden>{t('app.messages.unread')}</VisuallyHidden>
                    </Badge>
                  )}
                </Box>
              </Box>
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}
