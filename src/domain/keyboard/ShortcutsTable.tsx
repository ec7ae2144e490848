import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useT } from '../../ui/translate';
import { shortcutGroups, type KeyLabel } from './shortcutList';

function Key({ label }: { label: KeyLabel }) {
  const t = useT();
  return (
    <Box
      component="kbd"
      sx={{
        px: 0.75,
        py: 0.25,
        border: 1,
        borderColor: 'grey.500',
        borderRadius: 0.5,
        bgcolor: 'grey.100',
        fontFamily: 'monospace',
        fontSize: '0.85rem',
      }}
    >
      {typeof label === 'string' ? label : t(label.name)}
    </Box>
  );
}

/** Every keyboard shortcut, by screen: the dialog's content and the FAQ's answer. */
export function ShortcutsTable({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const t = useT();
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('app.quoting.shortcuts.intro')} {t('app.quoting.shortcuts.macNote')}
      </Typography>
      {shortcutGroups.map((group) => (
        <Box component="section" key={group.title} sx={{ mt: 2 }}>
          <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t(group.title)}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('app.quoting.shortcuts.keysColumn')}</TableCell>
                <TableCell scope="col">{t('app.quoting.shortcuts.actionColumn')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {group.entries.map((entry) => (
                <TableRow key={entry.action}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {entry.keys.map((chord, i) => (
                      <Fragment key={i}>
                        {i > 0 && ` ${t('app.quoting.shortcuts.or')} `}
                        {chord.map((key, k) => (
                          <Fragment key={k}>
                            {k > 0 && ' + '}
                            <Key label={key} />
                          </Fragment>
                        ))}
                      </Fragment>
                    ))}
                  </TableCell>
                  <TableCell>{t(entry.action)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ))}
    </>
  );
}
