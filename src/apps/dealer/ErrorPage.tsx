import { Button } from '../../ui/primitives/Button';
import { useT } from '../../ui/translate';
import styles from './layout/Shell.module.css';

/** react-admin's error boundary screen: no stack trace for the dealer, a way out instead. Plain: it must show even when
 * a screen's code (MUI's included) failed to load. */
export function ErrorPage() {
  const t = useT();
  return (
    <div className={styles.message}>
      <h1 className={styles.messageTitle}>{t('app.error.title')}</h1>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('app.error.reload')}
      </Button>
    </div>
  );
}
