import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { AppCatalog } from '../../i18n/it/app';

type Catalog = { app: AppCatalog };

/** Dotted paths of the string leaves of a nested catalog: 'app.login.submit' | ... */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type MessageAt<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? MessageAt<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

type Placeholders<S> = S extends `${string}%{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** Every key of the app catalog. */
export type AppKey = Leaves<Catalog>;
/** The %{placeholders} a key's message needs. */
export type MessageVars<K extends AppKey> = Placeholders<MessageAt<Catalog, K>>;
/** Keys whose message needs no placeholder (route titles, labels). */
export type PlainKey = { [K in AppKey]: [MessageVars<K>] extends [never] ? K : never }[AppKey];

type TranslateArgs<K extends AppKey> = [MessageVars<K>] extends [never]
  ? []
  : [vars: Record<MessageVars<K>, string | number>];

export type Translator = <K extends AppKey>(key: K, ...vars: TranslateArgs<K>) => string;

/** Typed translate: `t('app.login.submit')`; a wrong key or a missing placeholder value fails tsc. */
export function useT(): Translator {
  const translate = useTranslate();
  return useCallback<Translator>((key, ...vars) => translate(key, vars[0]), [translate]);
}
