import { useListContext, useTranslate } from 'react-admin';
import { PAGINATION_VISIBLE_PAGES } from '../../../contract/constants';
import { useT } from '../translate';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import styles from './Pagination.module.css';

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

/** Previous or next, labelled for screen readers. */
function StepItem({ type, disabled, onClick }: { type: 'previous' | 'next'; disabled: boolean; onClick: () => void }) {
  const t = useT();
  const Icon = type === 'previous' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <li>
      <button
        type="button"
        className={styles.page}
        disabled={disabled}
        onClick={onClick}
        aria-label={t(type === 'previous' ? 'app.ui.pagination.previous' : 'app.ui.pagination.next')}
      >
        <Icon />
      </button>
    </li>
  );
}

/**
 * Previous, five page numbers (SPEC §9) and next; nothing when everything fits on one page. Ours, not react-admin's
 * <Pagination> (a table pager with rows-per-page): the SPEC asks for a window of page numbers (docs/adr/0024-react-admin-lists-and-data.md).
 * Plain buttons with the look of MUI's PaginationItem (Pagination.module.css): the request list draws it before MUI loads.
 */
export function Pagination({ page, lastPage, onChange }: PaginationProps) {
  const t = useT();
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={t('app.ui.pagination.label')}>
      <ul className={styles.pages}>
        <StepItem type="previous" disabled={page <= 1} onClick={() => onChange(page - 1)} />
        {pageWindow(page, lastPage).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.page}
              onClick={() => onChange(number)}
              aria-label={t('app.ui.pagination.page', { page: number })}
              aria-current={number === page ? 'page' : undefined}
            >
              {number}
            </button>
          </li>
        ))}
        <StepItem type="next" disabled={page >= lastPage} onClick={() => onChange(page + 1)} />
      </ul>
    </nav>
  );
}

/** The last page of the list in context: the API's last_page when it pages, else from total and perPage. */
export function lastPageOf({
  meta,
  total,
  perPage,
}: {
  meta?: { last_page?: unknown };
  total?: number;
  perPage: number;
}): number {
  const fromApi = Number(meta?.last_page);
  if (Number.isInteger(fromApi) && fromApi >= 1) return fromApi;
  return Math.max(1, Math.ceil((total ?? 0) / Math.max(perPage, 1)));
}

export interface ApproximatePaginationProps {
  page: number;
  /** The first and last row of the page, counted from 1. */
  from: number;
  to: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onChange: (page: number) => void;
}

/**
 * A list whose total is an estimate (total_approximate: a dealer's filtered request list past
 * EXACT_TOTAL_MAX): previous, "1–10 di oltre 1.000" (approximateRange in i18n/it/app/ui.ts) and next. No page numbers and no last
 * page: the estimate would make them up.
 */
export function ApproximatePagination({ page, from, to, hasPrevious, hasNext, onChange }: ApproximatePaginationProps) {
  const t = useT();
  const translate = useTranslate();
  return (
    <nav aria-label={t('app.ui.pagination.label')}>
      <ul className={`${styles.pages} ${styles.steps}`}>
        <StepItem type="previous" disabled={!hasPrevious} onClick={() => onChange(page - 1)} />
        <li>
          <span className={styles.range} aria-live="polite">
            {translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })}
          </span>
        </li>
        <StepItem type="next" disabled={!hasNext} onClick={() => onChange(page + 1)} />
      </ul>
    </nav>
  );
}

/**
 * Pagination of the react-admin list in context (ListBase): reads and sets its page. An estimated total (the
 * dataProvider's meta.approximateTotal, partial pagination) pages by previous and next only.
 */
export function ListPagination() {
  const { page, setPage, total, perPage, meta, data, hasPreviousPage, hasNextPage } = useListContext();
  if (meta?.approximateTotal !== undefined) {
    // The page of the answer shown (meta.page), not the one asked for: the range and the buttons agree with the cards
    // while the next page loads.
    const shown = Number(meta.page) || page;
    const from = (shown - 1) * perPage + 1;
    return (
      <ApproximatePagination
        page={shown}
        from={from}
        to={from + Math.max((data?.length ?? 0) - 1, 0)}
        hasPrevious={hasPreviousPage ?? shown > 1}
        hasNext={hasNextPage ?? false}
        onChange={setPage}
      />
    );
  }
  return <Pagination page={page} lastPage={lastPageOf({ meta, total, perPage })} onChange={setPage} />;
}
