import { memo } from 'react';
import { SkipLink as Skip } from '../../../ui/primitives/SkipLink';
import { useT } from '../../../ui/translate';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps over the header to the content. */
export const SkipLink = memo(function SkipLink() {
  const t = useT();
  return <Skip target={MAIN_CONTENT_ID}>{t('app.layout.skipToContent')}</Skip>;
});
