import { Alert, Box, Link } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Quotation } from '../../../../contract';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { api } from '../../../platform/api/dealer';
import { paths } from '../../../platform/paths';
import { useT } from '../../../ui/translate';

export interface MovedQuotation {
  id: number;
  code: string;
}

/**
 * Inviati: a quotation that leaves the list because the customer accepted it (live: the app socket's
 * `quotation:updated` refetches the list; or any refetch) is named, not silently dropped. When a refetch of the same
 * list (same filters, sort and page) no longer holds quotations it held, each one is looked up in Accettati by its
 * code (the list's search matches codes): found there, it moved; not found, it expired or went to the next page, and
 * nothing is said. One call per quotation that left, which is rare.
 */
export function useMovedToAccepted(enabled: boolean, data: Quotation[] | undefined, listKey: string) {
  const user = useStoredUser();
  const dealerId = user?.id ?? 0;
  const previous = useRef<{ key: string; codes: Map<number, string> } | null>(null);
  const mounted = useRef(true);
  const [moved, setMoved] = useState<MovedQuotation[]>([]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!enabled || !data) return;
    const codes = new Map(data.map((quotation) => [quotation.id, quotation.quotation_code]));
    const before = previous.current;
    previous.current = { key: listKey, codes };
    if (!before || before.key !== listKey) return;
    const gone = [...before.codes].filter(([id]) => !codes.has(id));
    if (gone.length === 0) return;
    void Promise.all(
      gone.map(async ([id, code]) => {
        const accepted = await api
          .get('quotationList', { params: { dealerId, filter: 'accepted' }, query: { search: code, page: 1 } })
          .catch(() => null);
        return accepted?.data.some((quotation) => quotation.id === id) ? { id, code } : null;
      }),
    ).then((found) => {
      const now = found.filter((item): item is MovedQuotation => item !== null);
      if (mounted.current && now.length > 0)
        setMoved((current) => [...now, ...current.filter((item) => !now.some((n) => n.id === item.id))]);
    });
  }, [enabled, data, listKey, dealerId]);
  const dismiss = (id: number) => setMoved((current) => current.filter((item) => item.id !== id));
  return { moved, dismiss };
}

/** "Preventivo accettato: ora è in Accettati", with the link that opens it there. */
export function MovedToAcceptedNotices({
  moved,
  onDismiss,
}: {
  moved: MovedQuotation[];
  onDismiss: (id: number) => void;
}) {
  const t = useT();
  if (moved.length === 0) return null;
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 2 }}>
      {moved.map((item) => (
        <Alert key={item.id} severity="success" onClose={() => onDismiss(item.id)} closeText={t('app.common.close')}>
          {t('app.quotations.movedToAccepted.text')}{' '}
          <Link component={RouterLink} to={`${paths.dashboardFulfilled}?id=${item.id}`} sx={{ fontWeight: 600 }}>
            {t('app.quotations.movedToAccepted.link', { code: item.code })}
          </Link>
        </Alert>
      ))}
    </Box>
  );
}
