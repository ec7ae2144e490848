import { StarIcon, StarBorderIcon, StarHalfIcon } from '../ui/icons';
import { Box } from '@mui/material';
import { STARS_MAX } from '../../contract';
import { formatNumber } from '../ui/format';
import { useT } from '../ui/translate';

export type StarKind = 'full' | 'half' | 'empty';

/** The stars to draw for a rating: rounded to the nearest half, then full, half and empty out of `max`. */
export function starKinds(value: number, max = STARS_MAX): StarKind[] {
  const halves = Math.round(Math.min(Math.max(value, 0), max) * 2);
  return Array.from({ length: max }, (_, index) => {
    const left = halves - index * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}

const ICONS = { full: StarIcon, half: StarHalfIcon, empty: StarBorderIcon } as const;

/** dealer_stars as stars out of 5, read out as e.g. "Valutazione: 4,5 su 5". */
export function StarRating({ value, size = 'medium' }: { value: number; size?: 'small' | 'medium' | 'large' }) {
  const t = useT();
  const label = t('app.profile.starsLabel', { value: formatNumber(value), max: STARS_MAX });
  return (
    <Box role="img" aria-label={label} sx={{ display: 'inline-flex', alignItems: 'center', color: 'secondary.main' }}>
      {starKinds(value).map((kind, index) => {
        const Icon = ICONS[kind];
        return <Icon key={index} fontSize={size} data-star={kind} aria-hidden />;
      })}
      <Box component="span" aria-hidden sx={{ ml: 0.75, color: 'text.secondary', fontSize: '0.875rem' }}>
        {t('app.profile.stars', { value: formatNumber(value), max: STARS_MAX })}
      </Box>
    </Box>
  );
}
