/** Fills %{name} placeholders as the i18n provider does: for copy read outside the first-load catalog. */
export const fill = (template: string, vars: Record<string, string | number>): string =>
  template.replace(/%\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ''));
