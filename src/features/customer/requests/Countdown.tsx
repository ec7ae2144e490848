import { useEffect, useState } from 'react';
import { customerApp as m } from '../../../../i18n/it/customer/app';

/** Minutes left until `deadline`, ticking every minute (SPEC §4 timer); 'tempo scaduto' at 0. */
export function Countdown({ deadline }: { deadline: string }) {
  const minutesLeft = () => Math.max(0, Math.ceil((new Date(deadline).getTime() - Date.now()) / 60_000));
  const [minutes, setMinutes] = useState(minutesLeft);
  useEffect(() => {
    const timer = setInterval(
      () => setMinutes(Math.max(0, Math.ceil((new Date(deadline).getTime() - Date.now()) / 60_000))),
      30_000,
    );
    return () => clearInterval(timer);
  }, [deadline]);
  return <span>{minutes > 0 ? m.list.timeLeft(m.countdown(minutes)) : m.countdown(0)}</span>;
}
