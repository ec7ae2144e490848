import { VisibilityIcon, VisibilityOffIcon } from '../icons';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { useT } from '../translate';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

/** A password field with a show/hide toggle (a labelled, keyboard-usable button). */
export function PasswordField(props: Omit<OutlinedFieldProps, 'type' | 'endAdornment'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('app.login.hidePassword') : t('app.login.showPassword');
  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={label} aria-pressed={visible} onClick={() => setVisible((v) => !v)} edge="end">
            {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
