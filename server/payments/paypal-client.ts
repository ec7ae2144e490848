export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface PaypalClientOptions {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: FetchLike;
}

export class PaypalApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    path: string,
  ) {
    super(`PayPal ${path} answered ${status}`);
    this.name = 'PaypalApiError';
  }
}

/** PayPal REST over fetch: OAuth client-credentials token (cached until shortly before it expires) and JSON calls. */
export class PaypalClient {
  private token: { value: string; expiresAt: number } | null = null;
  private readonly fetch: FetchLike;

  constructor(private readonly options: PaypalClientOptions) {
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const answer = await this.fetch(`${this.options.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const json = (await answer.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
    if (!answer.ok || !json?.access_token) throw new PaypalApiError(answer.status, json, '/v1/oauth2/token');
    this.token = {
      value: json.access_token,
      expiresAt: Date.now() + Math.max(0, (json.expires_in ?? 300) - 60) * 1000,
    };
    return json.access_token;
  }

  /** A JSON call; `body` as a string is sent verbatim (the webhook verification embeds the raw event). */
  async request<T>(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await this.accessToken()}`,
      accept: 'application/json',
      prefer: 'return=representation',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (requestId) headers['paypal-request-id'] = requestId;
    const answer = await this.fetch(`${this.options.apiUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await answer.text();
    const json = parseJson(text);
    if (!answer.ok) throw new PaypalApiError(answer.status, json, path);
    return json as T;
  }
}

function parseJson(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
