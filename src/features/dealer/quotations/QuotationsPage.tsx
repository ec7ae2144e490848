import { Alert, List, ListItem, Typography } from '@mui/material';
import { useDeferredValue } from 'react';
import { useListContext } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Quotation, QuotationFilter } from '../../../../contract';
import { QUOTATIONS_PER_PAGE } from '../../../../contract/constants';
import { EmptyState } from '../../../ui/components/EmptyState';
import { ListPagination } from '../../../ui/components/Pagination';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { useT } from '../../../ui/translate';
import { DashboardList, useCompactList } from '../../../domain/dashboard';
import { MasterDetail } from '../../../ui/layout/MasterDetail';
import { MovedToAcceptedNotices, useMovedToAccepted } from './MovedToAccepted';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { QuotationDetail } from './QuotationDetail';
import { QuotationListItem } from './QuotationListItem';

/**
 * Inviati (pending), Accettati (accepted) and Archivio (cancelled): the list on the left, the selected
 * quotation (?id= in the URL) on the right, kept in view (MasterDetail). On Inviati, a quotation the customer
 * accepts leaves with a notice and a link to it in Accettati (MovedToAccepted). The list is react-admin's (resources/quotations: page, filters and
 * sort in its list context).
 */
export function QuotationsPage({ filter }: { filter: QuotationFilter }) {
  const t = useT();
  const { data, isPending, error, filterValues, page, sort } = useListContext<Quotation>();
  const [compact] = useCompactList();
  // The rows render from a deferred copy: a page arriving is drawn in interruptible slices, not in the one long task
  // of react-query's synchronous update; the previous rows stay until it is done.
  const rows = useDeferredValue(data);
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('id'));
  const selected = data?.find((quotation) => quotation.id === selectedId);
  const { moved, dismiss } = useMovedToAccepted(filter === 'pending', data, JSON.stringify([filterValues, page, sort]));
  const select = (id: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('id', String(id));
      return next;
    });

  const notices = <MovedToAcceptedNotices moved={moved} onDismiss={dismiss} />;
  if (isPending || (!rows && data)) return <PageLoading />;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (!data || data.length === 0)
    return (
      <>
        {notices}
        <EmptyState />
      </>
    );

  return (
    <>
      {notices}
      <MasterDetail
        columns="minmax(280px, 1fr) minmax(0, 2fr)"
        listLabel={t('app.quotations.listLabel')}
        detailLabel={t('app.quotations.detailLabel')}
        list={
          <>
            <List disablePadding>
              {(rows ?? data).map((quotation) => (
                <ListItem key={quotation.id} disablePadding sx={{ display: 'block' }}>
                  <QuotationListItem
                    quotation={quotation}
                    selected={quotation.id === selectedId}
                    onSelect={() => select(quotation.id)}
                    compact={compact}
                  />
                </ListItem>
              ))}
            </List>
            <ListPagination />
          </>
        }
        detail={
          selected ? (
            <QuotationDetail key={selected.id} quotation={selected} />
          ) : (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {t('app.quotations.selectHint')}
            </Typography>
          )
        }
      />
    </>
  );
}

/** The quotations resource's list view: a dashboard tab with the SPEC path's fixed status (resources/quotations). */
export default function QuotationList({ filter = 'pending' }: { filter?: QuotationFilter }) {
  return (
    <DashboardList resource="quotations" status={filter} perPage={QUOTATIONS_PER_PAGE}>
      <QuotationsPage filter={filter} />
    </DashboardList>
  );
}
