import { Alert, Stack } from '@mui/material';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../ui/components/EmptyState';
import { ListPagination } from '../../../ui/components/Pagination';
import { FlatListUrl } from '../../../platform/list/FlatListUrl';
import { paths } from '../../../platform/paths';
import { useT } from '../../../ui/translate';
import { useListContext } from 'react-admin';
import { DashboardFrame } from '../../../domain/dashboard';
import { DraftListContext } from './DraftListContext';
import type { Draft } from '../../../domain/drafts/draftModel';
import { DraftCard } from './DraftCard';
import { ShortcutsHelpBar } from '../../../domain/keyboard';
import { SentDialog } from './SendDialogs';
import { useDrafts } from '../../../domain/drafts/useDrafts';
import { useAnnounceEditing } from '../../../domain/presence';
import { useLiveSubmissions } from './useLiveSubmissions';
import { useOpenDraft } from '../../../domain/drafts/openDraft';
import { draftSync, isColleagues } from '../../../domain/drafts/draftSync';
import { TakenNotices } from './DraftTeamParts';
import { vehicleTitle } from '../../../domain/drafts/vehicleTitle';

/** /dashboard/draft (SPEC §2 "Drafts screen"): the local drafts, 8 per page, each with its quotation form. */
export default function DraftsPage() {
  const { drafts } = useDrafts();
  return (
    <FlatListUrl>
      <DraftListContext drafts={drafts}>
        <DashboardFrame>
          <DraftsList drafts={drafts} />
        </DashboardFrame>
      </DraftListContext>
    </FlatListUrl>
  );
}

function DraftsList({ drafts }: { drafts: readonly Draft[] }) {
  const t = useT();
  const navigate = useNavigate();
  const { remove } = useDrafts();
  const { data } = useListContext<Draft & { id: number }>();
  const { live, dropped, dismissDropped } = useLiveSubmissions(drafts);
  // The company's drafts as the server has them now, merged with this browser's copies.
  useEffect(() => {
    draftSync.start();
    void draftSync.sync();
  }, []);
  const notices = useSyncExternalStore(draftSync.subscribeNotices, draftSync.notices);
  // Colleagues see "<Nome> sta preparando un preventivo" on the requests whose drafts this person edits.
  useAnnounceEditing(drafts.filter((draft) => !isColleagues(draft)).map((draft) => draft.submission_id));
  const [sentOpen, setSentOpen] = useState(false);
  // The page's drafts themselves (not the list's copies with an id): each form keeps its draft's identity.
  const visible = (data ?? []).flatMap((record) => drafts.filter((draft) => draft.submission_id === record.id));
  // Compact editor: one draft open at a time, the others as a summary line.
  const { openId, toggle } = useOpenDraft(visible.map((draft) => draft.submission_id));

  return (
    <Stack spacing={2}>
      <ShortcutsHelpBar />
      <TakenNotices
        notices={notices}
        vehicleOf={(id) => {
          const draft = drafts.find((d) => d.submission_id === id);
          return draft ? vehicleTitle(draft.submission.vehicle) : '';
        }}
      />
      {dropped > 0 && (
        <Alert severity="info" onClose={dismissDropped}>
          {t('app.drafts.dropped', { smart_count: dropped })}
        </Alert>
      )}
      {drafts.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack component="section" spacing={1.5} aria-label={t('app.drafts.listLabel')}>
          {visible.map((draft) => (
            <DraftCard
              key={draft.submission_id}
              draft={draft}
              live={live.get(draft.submission_id)}
              open={openId === draft.submission_id}
              onToggle={() => toggle(draft.submission_id)}
              onRemove={() => remove(draft.submission_id)}
              onSent={() => setSentOpen(true)}
            />
          ))}
        </Stack>
      )}
      <ListPagination />
      <SentDialog open={sentOpen} onClose={() => setSentOpen(false)} onGoToSent={() => navigate(paths.dashboardSent)} />
    </Stack>
  );
}
