import { Box, Link, Typography } from '@mui/material';

/**
 * The photos of a return or a dispute: thumbnails that open the full picture in a new tab, each named ("Foto 1").
 * Wraps on a phone; nothing when there are none.
 */
export function ReturnPhotos({
  photos,
  title,
  photoLabel,
  newTab,
}: {
  photos: readonly string[];
  title: string;
  photoLabel: (n: number) => string;
  /** Said after each link's name: the picture opens in a new tab. */
  newTab: string;
}) {
  if (photos.length === 0) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {photos.map((url, index) => (
          <li key={url}>
            <Link
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${photoLabel(index + 1)} ${newTab}`}
            >
              <Box
                component="img"
                src={url}
                alt={photoLabel(index + 1)}
                sx={{ display: 'block', width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
              />
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
