import {
  Alert,
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Breakpoint,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, type RaRecord } from 'react-admin';
import { PageLoading } from '../layout/PageLoading';
import { ListPagination } from './Pagination';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'right';
  /** Dates and amounts: never broken over two lines. */
  nowrap?: boolean;
  /** The one figure the eye looks for (what the dealer receives). */
  strong?: boolean;
}

interface ResponsiveTableProps<T> {
  rows: T[];
  columns: Column<T>[];
  /** One row as a phone card: what matters first, every amount in view. */
  card: (row: T) => ReactNode;
  /** The heading that names the list (its id), or a label when there is none. */
  labelledBy?: string;
  label?: string;
  /** Below this width the rows become cards, so no table scrolls sideways. */
  cardsBelow?: Breakpoint;
  /** The record open beside the list: marked for the eye and for screen readers (aria-current). */
  selectedId?: RaRecord['id'];
}

/**
 * A list of records as a table at a desk and as one card per record on a phone: the shape every dealer list with
 * amounts shares (sales, movements, returns), so a fix to one (a nowrap amount, the list's label) holds for all.
 */
export function ResponsiveTable<T extends { id: RaRecord['id'] }>({
  rows,
  columns,
  card,
  labelledBy,
  label,
  cardsBelow = 'sm',
  selectedId,
}: ResponsiveTableProps<T>) {
  const current = (row: T) => (row.id === selectedId ? ('true' as const) : undefined);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(cardsBelow), { noSsr: true });
  const naming = { 'aria-labelledby': labelledBy, 'aria-label': labelledBy ? undefined : label };
  if (narrow)
    return (
      <Box
        component="ul"
        {...naming}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {rows.map((row) => (
          <Paper
            component="li"
            variant="outlined"
            key={row.id}
            aria-current={current(row)}
            sx={{ p: 1.5, borderColor: current(row) ? 'primary.main' : undefined }}
          >
            {card(row)}
          </Paper>
        ))}
      </Box>
    );
  const cellSx = (column: Column<T>) => ({
    whiteSpace: column.nowrap ? 'nowrap' : undefined,
    fontWeight: column.strong ? 700 : undefined,
  });
  return (
    <TableContainer>
      <Table size="small" {...naming}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} selected={Boolean(current(row))} aria-current={current(row)}>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={cellSx(column)}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface ListContentProps<T> {
  loadError: string;
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
}

/**
 * The states of a react-admin list's page of records, drawn the same everywhere: loading, the load error, the empty
 * list, or the records followed by the pager.
 */
export function ListContent<T extends RaRecord>({ loadError, empty, children }: ListContentProps<T>) {
  const { data, isPending, error } = useListContext<T>();
  if (isPending) return <PageLoading />;
  if (error) return <Alert severity="error">{loadError}</Alert>;
  if (!data || data.length === 0) return <Typography sx={{ py: 3, textAlign: 'center' }}>{empty}</Typography>;
  return (
    <>
      {children(data)}
      <ListPagination />
    </>
  );
}
