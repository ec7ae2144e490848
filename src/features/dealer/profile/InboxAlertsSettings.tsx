import { Alert, FormControlLabel, FormGroup, Paper, Switch, Typography } from '@mui/material';
import { useState, useSyncExternalStore } from 'react';
import {
  askNotificationPermission,
  notificationsSupported,
  readAlertPrefs,
  subscribeAlertPrefs,
  writeAlertPrefs,
  type AlertPrefs,
} from '../../../domain/inbox';
import { useT } from '../../../ui/translate';

/**
 * Browser notification and sound for new requests: both off until the dealer switches them on here; the
 * browser's permission is asked only when notifications are switched on. Stored per dealer in this browser.
 */
export function InboxAlertsSettings({ dealerId }: { dealerId: number }) {
  const t = useT();
  const prefs = useSyncExternalStore(subscribeAlertPrefs, () => readAlertPrefs(dealerId));
  const [problem, setProblem] = useState<'denied' | 'unsupported' | null>(null);
  const save = (patch: Partial<AlertPrefs>) => writeAlertPrefs(dealerId, { ...prefs, ...patch });

  const toggleNotify = async (on: boolean) => {
    setProblem(null);
    if (!on) return save({ notify: false });
    if (!notificationsSupported()) return setProblem('unsupported');
    if (await askNotificationPermission()) save({ notify: true });
    else setProblem('denied');
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="inbox-alerts-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="inbox-alerts-title" component="h2" variant="h6">
        {t('app.inbox.settings.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('app.inbox.settings.help')}
      </Typography>
      <FormGroup>
        <FormControlLabel
          control={<Switch checked={prefs.notify} onChange={(event) => void toggleNotify(event.target.checked)} />}
          label={t('app.inbox.settings.notifications')}
        />
        <FormControlLabel
          control={<Switch checked={prefs.sound} onChange={(event) => save({ sound: event.target.checked })} />}
          label={t('app.inbox.settings.sound')}
        />
      </FormGroup>
      {problem && (
        <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
          {t(problem === 'denied' ? 'app.inbox.settings.denied' : 'app.inbox.settings.unsupported')}
        </Alert>
      )}
    </Paper>
  );
}
