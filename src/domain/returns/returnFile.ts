import { HttpError } from 'react-admin';
import { apiPath, type RoutePath } from '../../../contract/paths/define';
import { errors } from '../../../i18n/it/errors';
import { authStore } from '../../platform/auth/storage';
import { handleUnauthorized } from '../../platform/dataProvider/http';

const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * A return's files: the label's PDF, for the customer (its return) or the dealer (its company's return); the
 * platform's credit note for the fee credited back (FatturaPA XML and its PDF copy), for the owner and billing. Each
 * app passes the route from its own table, so neither app's bundle carries the other's.
 *
 * Downloads a return's file with the session's token (a plain link cannot carry it), under the name the server
 * gives. A refusal throws the server's Italian message.
 */
export async function downloadReturnFile(
  route: Pick<RoutePath, 'path'>,
  params: Record<string, number>,
): Promise<string> {
  const token = authStore.token();
  const response = await fetch(apiPath(route, params), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    if (response.status === 401) handleUnauthorized();
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    const message = body?.message || errors.internal;
    throw new HttpError(message, response.status, { message });
  }
  const name = fileNameOf(response.headers.get('content-disposition'), `reso-${params.returnId ?? params.id}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return name;
}
