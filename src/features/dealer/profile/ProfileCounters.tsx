import { Box, Typography } from '@mui/material';
import type { User } from '../../../../contract';
import { formatNumber } from '../../../ui/format';
import { useT, type PlainKey } from '../../../ui/translate';
import { usePing } from '../../../domain/inbox';

/** Credits (from the user) and accepted / sent quotations (from ping, so they follow the 10-second poll). */
export function ProfileCounters({ user }: { user: User }) {
  const t = useT();
  const ping = usePing();
  const counters: [PlainKey, number | undefined][] = [
    ['app.profile.counters.credits', user.credits],
    ['app.profile.counters.accepted', ping.data?.dealer_accepted_quotations_count],
    ['app.profile.counters.sent', ping.data?.dealer_sended_quotations_count],
  ];
  return (
    <Box
      component="dl"
      aria-label={t('app.profile.counters.label')}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5 }}
    >
      {counters.map(([label, value]) => (
        // dt before dd in the markup; the number is shown on top.
        <Box
          key={label}
          sx={{
            bgcolor: 'background.default',
            borderRadius: 1,
            p: 1.5,
            textAlign: 'center',
            display: 'flex',
            flexDirection: 'column-reverse',
            justifyContent: 'flex-end',
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(label)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {value === undefined ? '–' : formatNumber(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
