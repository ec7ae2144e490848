type Placeholders<S> = S extends `${string}%{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/**
 * `fill(stockText.meta.count, { count: 3 })`: a message with its %{placeholders} filled, as the i18n provider does, for
 * copy read by lazy chunks outside the first-load catalog (a missing placeholder fails tsc).
 */
export function fill<S extends string>(message: S, vars: Record<Placeholders<S>, string | number>): string {
  return message.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name as Placeholders<S>]) : whole,
  );
}
