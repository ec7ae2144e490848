import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's register() for MUI TextField: the ref goes to the <input>, not the wrapper. */
export function muiRegister({ ref, ...rest }: UseFormRegisterReturn) {
  return { ...rest, inputRef: ref };
}
