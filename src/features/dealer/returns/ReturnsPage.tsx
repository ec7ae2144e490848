import { Alert, Typography } from '@mui/material';
import { ListBase, useListContext } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { DealerReturn } from '../../../../contract/returns';
import { returnsCopy as copy } from '../../../../i18n/it/app/returns';
import { FlatListUrl } from '../../../platform/list/FlatListUrl';
import { LIST_SORT } from '../../../platform/list/listUrl';
import { SCREEN_ERROR_QUERY } from '../../../platform/list/wholeList';
import { ListPagination } from '../../../ui/components/Pagination';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { MasterDetail } from '../../../ui/layout/MasterDetail';
import { PageContainer } from '../../../ui/layout/PageContainer';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { useRouteTitle } from '../../../ui/RoutePage';
import { ReturnDetail, ReturnDetailById } from './ReturnDetail';
import { ReturnFilters } from './ReturnFilters';
import { RETURN_LIST_FILTERS, RETURNS_PER_PAGE } from './returnFilters';
import { ReturnList } from './ReturnList';
import { ReturnTabs } from './ReturnTabs';

/**
 * /resi "Resi": the tabs by what each return waits for (with the summary's counts), the filters, the list (a table at a
 * desk, cards on a phone) and the selected return (?id=) beside it, with its steps. The list is react-admin's
 * (resource `returns`): filters, page and order in the URL's flat shape (FlatListUrl).
 */
export default function ReturnsPage() {
  return (
    <PageContainer title={useRouteTitle()}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {copy.intro}
      </Typography>
      <FlatListUrl filters={RETURN_LIST_FILTERS}>
        <ListBase
          resource="returns"
          perPage={RETURNS_PER_PAGE}
          sort={LIST_SORT}
          storeKey={false}
          disableAuthentication
          queryOptions={SCREEN_ERROR_QUERY}
        >
          <ReturnTabs />
          <ReturnFilters />
          <Returns />
        </ListBase>
      </FlatListUrl>
    </PageContainer>
  );
}

function Returns() {
  const { data, isPending, error } = useListContext<DealerReturn>();
  const [params] = useSearchParams();
  const selectedId = Number(params.get('id'));
  if (isPending) return <PageLoading />;
  if (error) return <Alert severity="error">{errorMessage(error) || copy.list.loadError}</Alert>;
  const selected = data?.find((item) => item.id === selectedId);
  const detail = selected ? (
    <ReturnDetail key={selected.id} item={selected} />
  ) : selectedId > 0 ? (
    // A return opened by its link while another page of the list shows.
    <ReturnDetailById key={selectedId} id={selectedId} />
  ) : (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {copy.list.selectHint}
    </Typography>
  );
  if (!data || data.length === 0)
    return (
      <>
        <Typography role="status" sx={{ py: 3, textAlign: 'center' }}>
          {copy.list.empty}
        </Typography>
        {selectedId > 0 && detail}
      </>
    );
  return (
    <MasterDetail
      columns="minmax(0, 1.1fr) minmax(0, 1fr)"
      listLabel={copy.list.label}
      detailLabel={copy.list.detailLabel}
      list={
        <>
          <ReturnList items={data} selectedId={selectedId} />
          <ListPagination />
        </>
      }
      detail={detail}
    />
  );
}
