import { Box, Checkbox, Divider, Typography } from '@mui/material';
import { Fragment } from 'react';
import type { SubmissionRow } from '../../../../contract';
import { useT } from '../../../ui/translate';
import { ancestorsOf, type PartIndex } from '../../../domain/dashboard';
import { RowAttachments } from './RowAttachments';
import { visibleNotes } from './submissionText';

export interface SubmissionRowsProps {
  rows: readonly SubmissionRow[];
  partIndex: PartIndex;
  /** Row checkboxes (for CREA PREVENTIVO); absent on the expired tab. */
  selectable: boolean;
  selected: readonly number[];
  onToggle: (rowId: number) => void;
}

/** 'Illuminazione › Fari anteriori' */
export const categoryPath = (names: readonly string[], separator = ' › ') => names.join(separator);

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>{`${label}: `}</Box>
      {value}
    </Typography>
  );
}

/** The requested parts: checkbox, quantity, category breadcrumb, part name, brand, notes and photos of each row. */
export function SubmissionRows({ rows, partIndex, selectable, selected, onToggle }: SubmissionRowsProps) {
  const t = useT();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row, i) => {
        const categories = ancestorsOf(partIndex, row.part.part_parent_id);
        const notes = visibleNotes(row.notes);
        return (
          <Fragment key={row.id}>
            {i > 0 && <Divider component="li" aria-hidden />}
            <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1.5, alignItems: 'flex-start' }}>
              {selectable && (
                <Checkbox
                  checked={selected.includes(row.id)}
                  onChange={() => onToggle(row.id)}
                  slotProps={{
                    input: { 'aria-label': t('app.submissions.detail.selectRow', { name: row.part.name }) },
                  }}
                  sx={{ mt: -0.5 }}
                />
              )}
              <Typography
                sx={{ fontWeight: 700, minWidth: 40, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
              >
                {`${row.quantity} x`}
              </Typography>
              <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                {categories.length > 0 && (
                  // A breadcrumb of the part's categories, root first (plain text: a nav landmark per row would be noise).
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {categoryPath(categories.map((category) => category.name))}
                  </Typography>
                )}
                <Typography sx={{ fontWeight: 600 }}>{row.part.name}</Typography>
                {row.brand && <Detail label={t('app.submissions.detail.brand')} value={row.brand} />}
                {notes && <Detail label={t('app.submissions.detail.rowNotes')} value={notes} />}
                <RowAttachments urls={row.part_photo} partName={row.part.name} />
              </Box>
            </Box>
          </Fragment>
        );
      })}
    </Box>
  );
}
