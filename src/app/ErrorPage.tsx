import { useT } from '../ui/translate';

/** react-admin's error boundary screen: no stack trace for the dealer, a way out instead. Plain: it must show even when
 * a screen's code (MUI's included) failed to load. */
export function ErrorPage() {
  const t = useT();
  return (
    <div className="rh-shell-message">
      <h1 className="rh-shell-message__title">{t('app.error.title')}</h1>
      <button type="button" className="rh-btn rh-btn--contained" onClick={() => window.location.reload()}>
        {t('app.error.reload')}
      </button>
    </div>
  );
}
