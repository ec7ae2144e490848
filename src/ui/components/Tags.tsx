import { Box, Chip } from '@mui/material';

export interface TagsProps {
  /** The tags' texts (duplicates are shown once). */
  tags: readonly string[];
  /** Accessible name of the list ('Categorie'). */
  label: string;
}

/** A wrapping list of small tags (the request cards' part categories). */
export function Tags({ tags, label }: TagsProps) {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
      {unique.map((tag) => (
        <li key={tag}>
          <Chip label={tag} size="small" variant="outlined" />
        </li>
      ))}
    </Box>
  );
}
