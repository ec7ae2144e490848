import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, InsertDriveFileOutlinedIcon } from '../icons';
import { Box, ButtonBase, Dialog, DialogContent, DialogTitle, IconButton, Link, Typography } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useT } from '../translate';
import { isImageUrl } from './media';

export interface LightboxItem {
  src: string;
  /** What the image shows (alt text and caption). */
  alt: string;
}

export interface LightboxProps {
  items: readonly LightboxItem[];
  /** The item shown; null closes the lightbox. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

function Slide({ item }: { item: LightboxItem }) {
  const t = useT();
  const [failed, setFailed] = useState<string | null>(null);
  const frame = {
    minHeight: { xs: 240, sm: 420 },
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bgcolor: 'grey.100',
    borderRadius: 1,
  };
  if (!isImageUrl(item.src)) {
    return (
      <Box sx={{ ...frame, flexDirection: 'column', gap: 1 }}>
        <InsertDriveFileOutlinedIcon color="textSecondary" style={{ fontSize: 56 }} aria-hidden />
        <Typography>{t('app.ui.lightbox.noPreview')}</Typography>
        <Link href={item.src} target="_blank" rel="noopener noreferrer">
          {t('app.ui.lightbox.openFile')} {t('app.common.newTab')}
        </Link>
      </Box>
    );
  }
  if (failed === item.src) {
    return (
      <Box sx={frame}>
        <Typography>{t('app.ui.lightbox.contentNotAvailable')}</Typography>
      </Box>
    );
  }
  return (
    <Box sx={frame}>
      <Box
        component="img"
        src={item.src}
        alt={item.alt}
        onError={() => setFailed(item.src)}
        sx={{ maxWidth: '100%', maxHeight: { xs: '55vh', sm: '65vh' }, objectFit: 'contain', display: 'block' }}
      />
    </Box>
  );
}

/**
 * Image viewer in a modal dialog (focus stays inside; Escape closes): previous / next buttons and the arrow keys,
 * a row of thumbnails, 'Content not available' for an image that fails to load, 'No preview' for other files.
 */
export function Lightbox({ items, index, onIndexChange }: LightboxProps) {
  const t = useT();
  const open = index !== null && items.length > 0;
  const current = open ? Math.min(Math.max(index, 0), items.length - 1) : 0;
  const item = items[current];
  const several = items.length > 1;
  const go = (next: number) => onIndexChange((next + items.length) % items.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (items.length < 2) return;
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  };
  return (
    <Dialog
      open={open}
      onClose={() => onIndexChange(null)}
      onKeyDown={onKeyDown}
      maxWidth="md"
      fullWidth
      aria-labelledby="lightbox-title"
    >
      <DialogTitle id="lightbox-title" sx={{ pr: 7 }}>
        {several ? t('app.ui.lightbox.title', { n: current + 1, total: items.length }) : item?.alt}
        {several && item && (
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {item.alt}
          </Typography>
        )}
      </DialogTitle>
      <IconButton
        aria-label={t('app.ui.lightbox.close')}
        onClick={() => onIndexChange(null)}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {several && (
            <IconButton aria-label={t('app.ui.lightbox.previous')} onClick={() => go(current - 1)}>
              <ChevronLeftIcon />
            </IconButton>
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>{item && <Slide key={item.src} item={item} />}</Box>
          {several && (
            <IconButton aria-label={t('app.ui.lightbox.next')} onClick={() => go(current + 1)}>
              <ChevronRightIcon />
            </IconButton>
          )}
        </Box>
        {several && (
          <Box
            component="ul"
            aria-label={t('app.ui.lightbox.thumbnails')}
            // Room for the thumbnails' focus ring: the row scrolls, so it would otherwise cut the ring off.
            sx={{
              display: 'flex',
              gap: 1,
              listStyle: 'none',
              p: 0.75,
              m: 0,
              mt: 1.25,
              overflowX: 'auto',
              justifyContent: 'center',
            }}
          >
            {items.map((thumb, i) => (
              <li key={`${thumb.src}-${i}`}>
                <ButtonBase
                  onClick={() => go(i)}
                  aria-label={t('app.ui.lightbox.thumbnail', { n: i + 1 })}
                  aria-current={i === current ? 'true' : undefined}
                  sx={{
                    width: 64,
                    height: 64,
                    borderRadius: 1,
                    overflow: 'hidden',
                    bgcolor: 'grey.100',
                    // The current thumbnail is framed inside, over the picture; the keyboard focus ring (theme) stays
                    // a separate ring outside, so a focused current thumbnail shows both.
                    '&::after': {
                      content: '""',
                      position: 'absolute',
                      inset: 0,
                      borderRadius: 'inherit',
                      pointerEvents: 'none',
                      border: i === current ? 3 : 1,
                      borderColor: i === current ? 'primary.main' : 'divider',
                    },
                  }}
                >
                  {isImageUrl(thumb.src) ? (
                    <Box
                      component="img"
                      src={thumb.src}
                      alt=""
                      sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                  ) : (
                    <InsertDriveFileOutlinedIcon aria-hidden color="textSecondary" />
                  )}
                </ButtonBase>
              </li>
            ))}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
