import { Box, Button, Paper, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { STARS_MAX } from '../../../../contract';
import { EmptyState } from '../../../ui/components/EmptyState';
import { KmRangeLabel } from '../../../ui/components/KmRangeLabel';
import { Lightbox } from '../../../ui/components/Lightbox';
import { Pagination } from '../../../ui/components/Pagination';
import { Tags } from '../../../ui/components/Tags';
import { Timer } from '../../../ui/components/Timer';
import { formatCurrency } from '../../../ui/format';
import { PageContainer } from '../../../ui/layout/PageContainer';
import { useT } from '../../../ui/translate';
import { showcaseCopy } from '../../../../i18n/it/app/showcase';
import { fill } from '../../../ui/fill';

/** The showcase's own copy, read here rather than from the app catalog every first load carries. */
function sc(key: string, vars: Record<string, string | number> = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], showcaseCopy);
  return fill(String(text ?? key), vars);
}
import { StarRating } from '../../../domain/StarRating';

/** One building block: its name, then each state with a caption. */
function Demo({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 3 }}>
      <Typography component="h2" variant="h6" id={id} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // Never wider than the section: a 340 px column overflowed a 390 px phone.
          gridTemplateColumns: `repeat(auto-fill, minmax(min(${wide ? 340 : 180}px, 100%), 1fr))`,
          alignItems: 'start',
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

function State({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box sx={{ minHeight: 32, display: 'flex', alignItems: 'center' }}>{children}</Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {caption}
      </Typography>
    </Box>
  );
}

const PICTURE = '/media/avatar-ricambi-rossi.svg';

/** /components: the shared building blocks in their states, for developers (SPEC §1: not part of the dealer's use). */
export default function ShowcasePage() {
  const t = useT();
  const [lightbox, setLightbox] = useState<number | null>(null);
  const [page, setPage] = useState(3);
  const lightboxItems = [
    { src: PICTURE, alt: sc('lightbox.image') },
    { src: '/media/immagine-che-non-esiste.png', alt: sc('lightbox.missing') },
    { src: '/media/documento.pdf', alt: sc('lightbox.file') },
  ];

  return (
    <PageContainer title={t('app.routes.components')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {sc('intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Demo title={sc('timer.title')}>
          <State caption={sc('timer.running')}>
            <Timer minutes={2880} />
          </State>
          <State caption={sc('timer.soon')}>
            <Timer minutes={45} />
          </State>
          <State caption={sc('timer.frozen')}>
            <Timer minutes={600} frozen />
          </State>
          <State caption={sc('timer.expired')}>
            <Timer minutes={0} />
          </State>
        </Demo>
        <Demo title={sc('tags.title')} wide>
          <State caption={sc('tags.label')}>
            <Tags tags={sc('tags.sample').split('|')} label={sc('tags.label')} />
          </State>
          <State caption={sc('tags.empty')}>
            <Tags tags={[]} label={sc('tags.label')} />
          </State>
        </Demo>
        <Demo title={sc('stars.title')}>
          {[0, 2.5, 4, 4.5, STARS_MAX].map((value) => (
            <State key={value} caption={String(value)}>
              <StarRating value={value} size="small" />
            </State>
          ))}
        </Demo>
        <Demo title={sc('km.title')}>
          {[1, 2, 3, 4, 5, 6].map((km) => (
            <State key={km} caption={`km_count ${km}`}>
              <KmRangeLabel kmCount={km} />
            </State>
          ))}
          <State caption={sc('km.unknown')}>
            <KmRangeLabel kmCount={null} />
          </State>
        </Demo>
        <Demo title={sc('price.title')}>
          <State caption={sc('price.net')}>
            <Typography sx={{ fontWeight: 700 }}>{formatCurrency(84.5)}</Typography>
          </State>
          <State caption={sc('price.listAndDiscount')}>
            <Typography component="s" color="text.secondary" sx={{ mr: 1 }}>
              {formatCurrency(120)}
            </Typography>
            <Typography component="span" color="secondary.main" sx={{ mr: 1 }}>
              {sc('price.discount', { percent: 15 })}
            </Typography>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {formatCurrency(102)}
            </Typography>
          </State>
          <State caption={sc('price.total')}>
            <Typography variant="h6">{formatCurrency(1234.5)}</Typography>
          </State>
        </Demo>
        <Demo title={sc('lightbox.title')} wide>
          <State caption={lightboxItems.map((item) => item.alt).join(' · ')}>
            <Button variant="outlined" onClick={() => setLightbox(0)}>
              {sc('lightbox.open')}
            </Button>
          </State>
        </Demo>
        <Demo title={sc('empty.title')} wide>
          <State caption={sc('empty.default')}>
            <EmptyState />
          </State>
          <State caption={sc('empty.custom')}>
            <EmptyState text={sc('empty.custom')} />
          </State>
        </Demo>
        <Demo title={sc('pagination.title')} wide>
          <State caption={sc('pagination.state', { page, last: 12 })}>
            <Pagination page={page} lastPage={12} onChange={setPage} />
          </State>
        </Demo>
        <Demo title={sc('chat.title')}>
          <State caption={sc('chat.pending')}>{null}</State>
        </Demo>
      </Box>
      <Lightbox items={lightboxItems} index={lightbox} onIndexChange={setLightbox} />
    </PageContainer>
  );
}
