/** A zod issue as the contract's schemas report it. */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message per field ('vehicle.plate', 'rows.0.part_id'…) of a failed safeParse. */
export function issuesByField(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** The server's per-field messages (the API's `errors`, first message each) carried by a failed call. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const body =
    typeof error === 'object' && error !== null ? (error as { body?: { errors?: unknown } }).body : undefined;
  const errors = body?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).flatMap(([key, value]) =>
      Array.isArray(value) && typeof value[0] === 'string' ? [[key, value[0]]] : [],
    ),
  );
}
