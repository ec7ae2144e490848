import { CloseIcon, DescriptionOutlinedIcon } from '../icons';
import { Box, Button, Dialog, DialogContent, DialogTitle, IconButton, Link } from '@mui/material';
import { useState } from 'react';
import { useT } from '../translate';
import { Lightbox } from './Lightbox';
import { isPdfUrl } from './media';

export interface DocumentViewerProps {
  /** The document's address; null when there is none (the button is then disabled with `missingLabel`). */
  url: string | null;
  /** What the document is ('Carta di circolazione'): button text, dialog title and alt text. */
  label: string;
  missingLabel: string;
}

/** A button that shows a document: PDF in a framed dialog (with a link to a new tab), images and other files in the Lightbox. */
export function DocumentViewer({ url, label, missingLabel }: DocumentViewerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!url) {
    return (
      <Button variant="outlined" size="small" startIcon={<DescriptionOutlinedIcon />} disabled>
        {missingLabel}
      </Button>
    );
  }
  const pdf = isPdfUrl(url);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<DescriptionOutlinedIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {label}
      </Button>
      {pdf ? (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          maxWidth="lg"
          fullWidth
          aria-labelledby="document-viewer-title"
        >
          <DialogTitle id="document-viewer-title" sx={{ pr: 7 }}>
            {label}
          </DialogTitle>
          <IconButton
            aria-label={t('app.common.close')}
            onClick={() => setOpen(false)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
          <DialogContent>
            <Box
              component="iframe"
              src={url}
              title={label}
              sx={{ width: '100%', height: '70vh', border: 0, borderRadius: 1, bgcolor: 'grey.100' }}
            />
            <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', mt: 1 }}>
              {/* The label already says where it opens: no '(si apre in una nuova scheda)' after it. */}
              {t('app.ui.document.openNewTab')}
            </Link>
          </DialogContent>
        </Dialog>
      ) : (
        <Lightbox
          items={[{ src: url, alt: label }]}
          index={open ? 0 : null}
          onIndexChange={(index) => setOpen(index !== null)}
        />
      )}
    </>
  );
}
