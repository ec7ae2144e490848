import { useT } from '../../ui/translate';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps over the header to the content. */
export function SkipLink() {
  const t = useT();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="rh-shell-skip">
      {t('app.layout.skipToContent')}
    </a>
  );
}
