import { InsertDriveFileOutlinedIcon } from '../../../ui/icons';
import { Box, ButtonBase } from '@mui/material';
import { useState } from 'react';
import { Lightbox } from '../../../ui/components/Lightbox';
import { isImageUrl } from '../../../ui/components/media';
import { useT } from '../../../ui/translate';

/** A row's photos as thumbnails; each opens the lightbox at that photo. */
export function RowAttachments({ urls, partName }: { urls: readonly string[]; partName: string }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  if (urls.length === 0) return null;
  const items = urls.map((src, i) => ({
    src,
    alt: t('app.submissions.detail.attachment', { n: i + 1, name: partName }),
  }));
  return (
    <>
      <Box
        component="ul"
        aria-label={t('app.submissions.detail.attachments')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
      >
        {items.map((item, i) => (
          <li key={`${item.src}-${i}`}>
            <ButtonBase
              onClick={() => setOpen(i)}
              aria-label={item.alt}
              aria-haspopup="dialog"
              sx={{
                width: 56,
                height: 56,
                borderRadius: 1,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
                bgcolor: 'grey.100',
              }}
            >
              {isImageUrl(item.src) ? (
                <Box
                  component="img"
                  src={item.src}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              ) : (
                <InsertDriveFileOutlinedIcon aria-hidden color="textSecondary" />
              )}
            </ButtonBase>
          </li>
        ))}
      </Box>
      <Lightbox items={items} index={open} onIndexChange={setOpen} />
    </>
  );
}
