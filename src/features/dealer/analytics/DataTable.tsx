import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useT } from '../../../ui/translate';
import { displayCell, type Dataset } from './analyticsData';

/** A chart's figures as a table: the first column heads each row. */
export function DataTable({ dataset }: { dataset: Dataset }) {
  const t = useT();
  const alignOf = (i: number) =>
    dataset.columns[i].kind === 'int' || dataset.columns[i].kind === 'percent' ? 'right' : 'left';
  return (
    <Table size="small" aria-label={dataset.title}>
      <TableHead>
        <TableRow>
          {dataset.columns.map((column, i) => (
            <TableCell key={column.label} align={alignOf(i)}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {dataset.rows.map((row, r) => (
          <TableRow key={r}>
            {row.map((value, i) => (
              <TableCell
                key={i}
                component={i === 0 ? 'th' : 'td'}
                scope={i === 0 ? 'row' : undefined}
                align={alignOf(i)}
              >
                {displayCell(t, dataset.columns[i].kind, value)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
