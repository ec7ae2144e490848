import { ChatIcon as ChatBubbleOutlineIcon } from '../../../ui/icons';
import { Alert, Box, Button, Collapse, Divider, Paper, Typography } from '@mui/material';
import { EditingBy } from './EditingBy';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useGetOne } from 'react-admin';
import type { Submission, SubmissionFilter } from '../../../../contract';
import { AudioNote } from '../../../ui/components/AudioNote';
import { DocumentViewer } from '../../../ui/components/DocumentViewer';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { useT } from '../../../ui/translate';
import { usePartIndex } from '../../../domain/dashboard';
import { slot } from '../../../platform/slots';
import { ChatSlot } from '../../../domain/chat/ChatSlot';
import { AlreadyQuoted } from '../../../domain/quotations/ownQuotation';
import { CreateQuotationButton } from './CreateQuotationButton';
import { PdfExportButton } from './PdfExportButton';
import { SubmissionRows } from './SubmissionRows';
import { alreadyQuoted, visibleNotes } from './submissionText';
import { VehicleFacts } from './VehicleFacts';

/** The decline feature's button (the app fills the slot). */
const DeclineButton = slot('DeclineButton');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The open request (SPEC §2, right side). On the expired tab: no row checkboxes and no CREA PREVENTIVO (SPEC §6). */
export function SubmissionView({ submission, filter }: { submission: Submission; filter: SubmissionFilter }) {
  const t = useT();
  const partIndex = usePartIndex();
  const [chatOpen, setChatOpen] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  // A request opened by its link (?id=) from another tab may have expired: the same rules apply to it.
  const expired = filter === 'expired' || (submission.timing_residue <= 0 && !submission.is_frozen);
  const notes = visibleNotes(submission.notes);
  const chatId = `submission-chat-${submission.id}`;
  const toggle = (rowId: number) =>
    setSelected((current) => (current.includes(rowId) ? current.filter((id) => id !== rowId) : [...current, rowId]));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <VehicleFacts submission={submission} headingId={`submission-detail-${submission.id}`} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <DocumentViewer
          url={submission.vehicle.registration_document}
          label={t('app.submissions.detail.registration')}
          missingLabel={t('app.submissions.detail.registrationMissing')}
        />
        <Button
          variant={chatOpen ? 'contained' : 'outlined'}
          size="small"
          startIcon={<ChatBubbleOutlineIcon />}
          aria-expanded={chatOpen}
          aria-controls={chatId}
          onClick={() => setChatOpen((open) => !open)}
        >
          {t('app.submissions.detail.comments', { count: submission.message_count })}
        </Button>
        <PdfExportButton submission={submission} partIndex={partIndex} />
      </Box>
      <Collapse in={chatOpen} unmountOnExit>
        <Box sx={{ mt: 2 }}>
          <ChatSlot submission={submission} id={chatId} />
        </Box>
      </Collapse>
      {notes && (
        <Section title={t('app.submissions.detail.notes')}>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{notes}</Typography>
        </Section>
      )}
      {submission.audio_urls.length > 0 && (
        <Section title={t('app.submissions.detail.audio')}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {submission.audio_urls.map((url, i) => (
              <AudioNote key={`${url}-${i}`} src={url} transcription={submission.audio_descriptions[i]} n={i + 1} />
            ))}
          </Box>
        </Section>
      )}
      <Section title={t('app.submissions.detail.rows')}>
        {submission.submission_rows.length > 0 ? (
          <SubmissionRows
            rows={submission.submission_rows}
            partIndex={partIndex}
            selectable={!expired}
            selected={selected}
            onToggle={toggle}
          />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('app.submissions.detail.noRows')}</Typography>
        )}
      </Section>
      {!expired && (
        <>
          <Divider sx={{ my: 2 }} />
          {/* Already quoted: the link to the quotation sent instead of CREA PREVENTIVO. */}
          {alreadyQuoted(submission) ? (
            <AlreadyQuoted submission={submission} />
          ) : (
            <>
              {/* A colleague is on it: a second quotation is discouraged, not refused. */}
              <EditingBy submissionId={submission.id} variant="alert" />
              <CreateQuotationButton submission={submission} selectedRowIds={selected} />
              <Box sx={{ mt: 2 }}>
                <DeclineButton submission={submission} filter={filter} />
              </Box>
            </>
          )}
        </>
      )}
    </Paper>
  );
}

/** Loads the request of ?id= (instantly when it came with the list page) and shows it. */
export function SubmissionDetail({ id, filter }: { id: number | null; filter: SubmissionFilter }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const { data, isPending, error } = useGetOne<Submission>('submissions', { id: id ?? 0 }, { enabled: id !== null });
  useEffect(() => {
    // Stacked layout (narrow screens): the detail comes into view at once when a request is picked, as a new page
    // would. Not smoothly: an animation still running when CREA PREVENTIVO is tapped outlived the navigation and
    // carried the draft page down to where the detail had been.
    if (id !== null && window.matchMedia('(max-width: 899.95px)').matches)
      ref.current?.scrollIntoView?.({ behavior: 'instant', block: 'start' });
  }, [id]);

  let content: ReactNode;
  if (id === null)
    content = <Typography sx={{ color: 'text.secondary', p: 2 }}>{t('app.submissions.detail.placeholder')}</Typography>;
  else if (error) content = <Alert severity="warning">{t('app.submissions.detail.notFound')}</Alert>;
  else if (isPending || !data) content = <PageLoading />;
  else content = <SubmissionView key={data.id} submission={data} filter={filter} />;
  return <Box ref={ref}>{content}</Box>;
}
