import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, PaginationItem } from '@mui/material';
import { useListContext } from 'react-admin';
import { PAGINATION_VISIBLE_PAGES } from '../../../contract/constants';
import { useT } from '../translate';

/** The page numbers to show: a window of `size` pages around the current one, kept inside 1..last. */
export function pageWindow(current: number, last: number, size = PAGINATION_VISIBLE_PAGES): number[] {
  const count = Math.min(size, Math.max(last, 1));
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), Math.max(1, last - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

export interface PaginationProps {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
}

/**
 * Previous, five page numbers (SPEC §9) and next; nothing when everything fits on one page. Ours, not react-admin's
 * <Pagination> (a table pager with rows-per-page): the SPEC asks for a window of page numbers (docs/decisions.md).
 */
export function Pagination({ page, lastPage, onChange }: PaginationProps) {
  const t = useT();
  if (lastPage <= 1) return null;
  return (
    <Box component="nav" aria-label={t('app.ui.pagination.label')}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        <li>
          <PaginationItem
            type="previous"
            slots={{ previous: ChevronLeftIcon }}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
            aria-label={t('app.ui.pagination.previous')}
          />
        </li>
        {pageWindow(page, lastPage).map((number) => (
          <li key={number}>
            <PaginationItem
              type="page"
              page={number}
              selected={number === page}
              color="primary"
              onClick={() => onChange(number)}
              aria-label={t('app.ui.pagination.page', { page: number })}
              aria-current={number === page ? 'page' : undefined}
            />
          </li>
        ))}
        <li>
          <PaginationItem
            type="next"
            slots={{ next: ChevronRightIcon }}
            disabled={page >= lastPage}
            onClick={() => onChange(page + 1)}
            aria-label={t('app.ui.pagination.next')}
          />
        </li>
      </Box>
    </Box>
  );
}

/** The last page of the list in context: the API's last_page when it pages, else from total and perPage. */
export function lastPageOf({ meta, total, perPage }: { meta?: { last_page?: unknown }; total?: number; perPage: number }): number {
  const fromApi = Number(meta?.last_page);
  if (Number.isInteger(fromApi) && fromApi >= 1) return fromApi;
  return Math.max(1, Math.ceil((total ?? 0) / Math.max(perPage, 1)));
}

/** Pagination of the react-admin list in context (ListBase): reads and sets its page. */
export function ListPagination() {
  const { page, setPage, total, perPage, meta } = useListContext();
  return <Pagination page={page} lastPage={lastPageOf({ meta, total, perPage })} onChange={setPage} />;
}
