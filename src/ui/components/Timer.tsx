import { useEffect, useState } from 'react';
import { TIMER_TICK_MS } from '../../../contract/constants';
import { useT, type Translator } from '../translate';
import { VisuallyHidden } from '../layout/VisuallyHidden';
import { HourglassBottomIcon, PauseCircleOutlineIcon, TimerOffOutlinedIcon } from '../icons';
import styles from './Timer.module.css';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** '1g 4h 12m', '4h 12m' or '12m': days only when there are any, minutes always. */
export function formatRemaining(t: Translator, totalMinutes: number): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const hours = Math.floor((minutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  if (days > 0) return t('app.ui.timer.days', { days, hours, minutes: rest });
  if (hours > 0) return t('app.ui.timer.hours', { hours, minutes: rest });
  return t('app.ui.timer.minutes', { minutes: rest });
}

/**
 * Minutes left, counted down once a minute from `minutes` (as the server answered it) down to 0.
 * Frozen: the count stands still. Counted from the wall clock, so a throttled background tab stays right.
 */
export function useCountdown(minutes: number, frozen = false): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    // A fresh answer from the server (or a resume) restarts the count from its value.
    setElapsed(0);
    if (frozen || minutes <= 0) return undefined;
    const startedAt = Date.now();
    const id = window.setInterval(
      () => setElapsed(Math.floor((Date.now() - startedAt) / TIMER_TICK_MS)),
      TIMER_TICK_MS,
    );
    return () => window.clearInterval(id);
  }, [minutes, frozen]);
  return Math.max(0, frozen ? minutes : minutes - elapsed);
}

/** How pressing an open request is: under 1 hour left 'urgent', under 6 hours 'dueToday'. */
export type Urgency = 'urgent' | 'dueToday' | null;

export function urgencyOf(minutesLeft: number, frozen: boolean): Urgency {
  if (frozen || minutesLeft <= 0) return null;
  if (minutesLeft < MINUTES_PER_HOUR) return 'urgent';
  return minutesLeft < MINUTES_PER_HOUR * 6 ? 'dueToday' : null;
}

/**
 * Colour AND words (never colour alone); Timer.module.css gives each state's colour, all WCAG AA on white and on the
 * selected card's tint (palette.rh.selected): error.dark 5.6:1, secondary 5.4:1, info.dark, text.secondary.
 */
const STATE_CLASS = {
  paused: styles.paused,
  expired: styles.expired,
  urgent: styles.urgent,
  dueToday: styles.dueToday,
};

export interface TimerProps {
  /** Minutes left to answer (the API's timing_residue). */
  minutes: number;
  /** The API's is_frozen: the dealer wrote to the customer and waits for a reply. */
  frozen?: boolean;
}

/**
 * Remaining-time timer of a request (SPEC §4 "Timer"): counts down each minute to 0, then 'Scaduto';
 * when frozen it shows 'Timing in pausa' and the time it will resume from. Under 6 hours it says how urgent.
 */
export function Timer({ minutes, frozen = false }: TimerProps) {
  const t = useT();
  const left = useCountdown(minutes, frozen);
  const expired = !frozen && left <= 0;
  const Icon = frozen ? PauseCircleOutlineIcon : expired ? TimerOffOutlinedIcon : HourglassBottomIcon;
  const urgency = urgencyOf(left, frozen);
  const state = frozen ? 'paused' : expired ? 'expired' : urgency;
  return (
    <span role="timer" className={state ? `${styles.timer} ${STATE_CLASS[state]}` : styles.timer}>
      <Icon fontSize="small" />
      <span className={styles.text}>
        {frozen ? (
          <>
            {t('app.ui.timer.paused')}
            <span className={styles.rest}>{` · ${formatRemaining(t, left)}`}</span>
          </>
        ) : expired ? (
          t('app.ui.timer.expired')
        ) : (
          <>
            <VisuallyHidden>{`${t('app.ui.timer.remaining')}: `}</VisuallyHidden>
            {formatRemaining(t, left)}
          </>
        )}
      </span>
      {urgency && (
        <span data-urgency={urgency} className={`${styles.urgency} ${STATE_CLASS[urgency]}`}>
          {t(urgency === 'urgent' ? 'app.ui.timer.urgent' : 'app.ui.timer.dueToday')}
        </span>
      )}
    </span>
  );
}
