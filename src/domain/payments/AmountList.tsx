import { Box, Typography } from '@mui/material';

export interface AmountLine {
  label: string;
  value: string;
  hint?: string;
  /** The line that matters most (the total): bold. */
  strong?: boolean;
}

/** Label/amount pairs as a description list (totals, details). */
export function AmountList({ lines, label }: { lines: readonly AmountLine[]; label?: string }) {
  return (
    <Box component="dl" aria-label={label} sx={{ m: 0 }}>
      {lines.map((line) => (
        <Box
          key={line.label}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 2,
            py: 0.75,
            borderTop: line.strong ? 1 : 0,
            borderColor: 'divider',
          }}
        >
          <Typography component="dt" sx={{ fontWeight: line.strong ? 700 : 400 }}>
            {line.label}
            {line.hint && (
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block', fontWeight: 400 }}
              >
                {line.hint}
              </Typography>
            )}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: line.strong ? 700 : 500, whiteSpace: 'nowrap' }}>
            {line.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
