import { ChatIcon as ChatBubbleOutlineIcon } from '../../ui/icons';
import { Box, Button, Collapse, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { Submission } from '../../../contract';
import { useT } from '../../ui/translate';
import { ChatSlot } from './ChatSlot';

/**
 * The comment count that toggles a request's chat (drafts and quotations, SPEC §2): the submissions' ChatSlot,
 * with the request at hand (drafts) or by its id (quotations). Mounted only while open: an open chat confirms
 * the customer's messages as read.
 */
export function ChatToggle({ submission, submissionId }: { submission?: Submission; submissionId?: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Box>
      <Button
        size="small"
        startIcon={<ChatBubbleOutlineIcon />}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        {submission
          ? t('app.submissions.detail.comments', { count: submission.message_count })
          : t('app.submissions.chat.title')}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ mt: 1 }}>
          {submission ? (
            <ChatSlot submission={submission} id={regionId} />
          ) : submissionId !== undefined ? (
            <ChatSlot submissionId={submissionId} id={regionId} />
          ) : (
            <Box
              id={regionId}
              component="section"
              aria-label={t('app.submissions.chat.title')}
              sx={{ p: 2, bgcolor: 'grey.50', borderRadius: 1, border: 1, borderColor: 'divider' }}
            >
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('app.submissions.chat.placeholder')}
              </Typography>
            </Box>
          )}
        </Box>
      </Collapse>
    </Box>
  );
}
