import '../tokens.css';
import '../plain/plain.css';
import { useT } from '../translate';

/** Shown while a lazy screen or its data loads: plain, so the shell and the first screen draw it without MUI. */
export function PageLoading() {
  const t = useT();
  return (
    <div className="rh-spinner-box" role="status">
      <span className="rh-spinner" role="progressbar" aria-label={t('app.common.loading')} />
    </div>
  );
}
