import { resolve } from 'node:path';
import { z } from '../contract/z.js';
import { serverMessages } from '../i18n/it/server.js';
import { loadShippingConfig, type ShippingConfig } from './shipping/config.js';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value)));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : null));

const url = (...schemes: string[]) =>
  optionalText.refine((value) => value === null || schemes.some((scheme) => value.startsWith(scheme)), {
    message: serverMessages.urlScheme(schemes.join(', ')),
  });

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  // 0.0.0.0 so the server is reachable from containers and the LAN; set HOST=127.0.0.1 to keep it local.
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url('postgres://', 'postgresql://'),
  // Connections per instance to PostgreSQL: instances × this must stay under the server's max_connections (docs/deploy.md).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1_000).default(10),
  // How often the quotation-expiry sweep runs: once per period across all instances (docs/deploy.md).
  SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  REDIS_URL: url('redis://', 'rediss://'),
  // Keys and channels of this deployment in a Redis shared with others (docs/deploy.md).
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/)
    .default('ricambihub'),
  SMTP_URL: url('smtp://', 'smtps://'),
  MAIL_FROM: z.string().min(3).default('RicambiHub <noreply@ricambihub.local>'),
  APP_NAME: z.string().min(1).default('RicambiHub'),
  PUBLIC_URL: optionalText,
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(720),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Where each request's log line goes: 'off', 'stdout' or a file (server/logging.ts requestLogTarget).
  REQUEST_LOG: optionalText,
  SEED: flag(true),
  WEB_DIR: z.string().min(1).default('dist'),
  SERVE_WEB: flag(true),
  ALLOWED_ORIGINS: optionalText,
  // Behind a reverse proxy: which hops to trust for X-Forwarded-For/-Proto (docs/security.md). Unset: none.
  TRUST_PROXY: optionalText,
  // Chat sockets open at once per user and per client address, across instances (server/realtime/chat-limits.ts).
  CHAT_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(20),
  CHAT_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  // Chat messages and read confirmations per user per 10 s, across all its sockets and instances.
  CHAT_EVENTS_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(30),
  ANALYTICS_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(20),
  // Stock file previews and imports per person and per company per 10 minutes, across instances.
  STOCK_FILES_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(30),
  STOCK_FILES_PER_COMPANY: z.coerce.number().int().min(1).max(1_000_000).default(60),
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_DEALER_PLAN: optionalText,
  STRIPE_PUBLIC_KEY: optionalText,
  // Payments (docs/payments-api.md): the provider is chosen from the keys present unless PAYMENT_PROVIDER says.
  PAYMENT_PROVIDER: z.enum(['stripe', 'paypal', 'demo', '']).optional(),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  // Stripe Connect's own endpoint secret: the dealers' account and payout events arrive signed with it, never with the
  // platform's (docs/payments-api.md, "Settlement"). Absent, Connect events are refused.
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalText,
  STRIPE_DEALER_PRODUCT: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_WEBHOOK_ID: optionalText,
  // PayPal multiparty: the platform's partner merchant id (merchant-integrations status of a seller).
  PAYPAL_PARTNER_ID: optionalText,
  // Settlement: days the dealer's share stays held after the goods arrived (the customer's protection window).
  PAYOUT_HOLD_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  // Settlement: how often the payout run happens, once across all instances (releases, automatic payouts, resends).
  SETTLEMENT_RUN_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3_600),
  PAYPAL_API_URL: z.string().url().default('https://api-m.sandbox.paypal.com'),
  // The demo provider's signing key; absent, one is created once in the database and shared by every instance.
  DEMO_PAYMENT_SECRET: optionalText,
  // The demo bank's answer time to a payout, as a real provider's call takes (default: at once).
  DEMO_PAYOUT_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  // The platform's company data on its invoices to dealers (docs/invoices.md); demo values by default.
  PLATFORM_VAT_NUMBER: z
    .string()
    .regex(/^\d{11}$/)
    .default('01234567897'),
  PLATFORM_LEGAL_NAME: z.string().min(1).max(80).default('RicambiHub S.r.l.'),
  PLATFORM_STREET: z.string().min(1).max(60).default('Via della Demo'),
  PLATFORM_HOUSE_NO: z.string().min(1).max(8).default('1'),
  PLATFORM_ZIP_CODE: z
    .string()
    .regex(/^\d{5}$/)
    .default('20121'),
  PLATFORM_CITY: z.string().min(1).max(60).default('Milano'),
  PLATFORM_PROVINCE: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('MI'),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data folder: embedded database, uploads/, outbox/. */
  dataDir: string;
  databaseUrl: string | null;
  /** Most connections this instance opens to PostgreSQL. */
  databasePoolMax: number;
  /** Period of the background sweeps (quotation expiry), run once per period across instances. */
  sweepSeconds: number;
  redisUrl: string | null;
  /** Prefix of every Redis key and channel of this deployment, so deployments sharing one Redis stay apart. */
  redisPrefix: string;
  smtpUrl: string | null;
  mailFrom: string;
  appName: string;
  /** Address the product is reached at, used in mails and printed at start-up. */
  publicUrl: string;
  tokenTtlHours: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** REQUEST_LOG as set ('off', 'stdout', a file), null when unset (server/logging.ts decides by the terminal). */
  requestLog: string | null;
  /** PUBLIC_URL was set: the address printed at start-up is publicUrl, not one made of HOST and the port. */
  publicUrlSet: boolean;
  seed: boolean;
  /** Absolute path of the built web app. */
  webDir: string;
  serveWeb: boolean;
  /** Extra origins allowed to open a socket.io connection (same origin is always allowed). */
  allowedOrigins: string[];
  /** Fastify's trustProxy: false, true, or the proxies' addresses/CIDRs (decides request.ip and request.protocol). */
  trustProxy: boolean | string;
  /** Chat sockets open at once per user (each session gets at most half) and per client address. */
  chatSocketsPerUser: number;
  chatSocketsPerAddress: number;
  /** Chat events (messages, read confirmations) per user per 10 s (server/realtime/chat-limits.ts). */
  chatEventsPerUser: number;
  /** Statistics requests per user per minute, across instances (server/routes/intelligence/analytics-limit.ts). */
  analyticsPerUser: number;
  /** Stock file previews and imports per person and per company per 10 minutes (server/routes/stock/file-limit.ts). */
  stockFilesPerUser: number;
  stockFilesPerCompany: number;
  paypalClientId: string | null;
  paypalDealerPlan: string | null;
  stripePublicKey: string | null;
  paymentProvider: 'stripe' | 'paypal' | 'demo';
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  stripeConnectWebhookSecret: string | null;
  /** Stripe product the dealer subscription is billed under (created on first use when absent). */
  stripeDealerProduct: string | null;
  paypalClientSecret: string | null;
  paypalWebhookId: string | null;
  paypalPartnerId: string | null;
  payoutHoldDays: number;
  settlementRunSeconds: number;
  paypalApiUrl: string;
  /** Signs the demo provider's tokens and events; null: the key stored in the database (app_secrets). */
  demoPaymentSecret: string | null;
  demoPayoutLatencyMs: number;
  /** The courier and its polling (server/shipping/config.ts: COURIER, BRT_*, DEMO_COURIER_STEP_SECONDS). */
  shipping: ShippingConfig;
  /** The platform as the seller on its invoices to dealers (server/invoices). */
  platform: PlatformCompany;
}

export interface PlatformCompany {
  vatNumber: string;
  legalName: string;
  street: string;
  houseNo: string;
  zipCode: string;
  city: string;
  province: string;
}

export class ConfigError extends Error {}

/** Reads the environment once into a typed, validated configuration; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(serverMessages.invalidConfig(lines));
  }
  const e = parsed.data;
  const paymentProvider = choosePaymentProvider(e);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    sweepSeconds: e.SWEEP_SECONDS,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appName: e.APP_NAME,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    logLevel: e.LOG_LEVEL,
    requestLog: e.REQUEST_LOG,
    publicUrlSet: e.PUBLIC_URL !== null,
    seed: e.SEED,
    webDir: resolve(e.WEB_DIR),
    serveWeb: e.SERVE_WEB,
    allowedOrigins: (e.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    chatSocketsPerUser: e.CHAT_SOCKETS_PER_USER,
    chatSocketsPerAddress: e.CHAT_SOCKETS_PER_ADDRESS,
    chatEventsPerUser: e.CHAT_EVENTS_PER_USER,
    analyticsPerUser: e.ANALYTICS_PER_USER,
    stockFilesPerUser: e.STOCK_FILES_PER_USER,
    stockFilesPerCompany: e.STOCK_FILES_PER_COMPANY,
    paypalClientId: e.PAYPAL_CLIENT_ID,
    paypalDealerPlan: e.PAYPAL_DEALER_PLAN,
    stripePublicKey: e.STRIPE_PUBLIC_KEY,
    paymentProvider,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeConnectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET,
    stripeDealerProduct: e.STRIPE_DEALER_PRODUCT,
    paypalClientSecret: e.PAYPAL_CLIENT_SECRET,
    paypalWebhookId: e.PAYPAL_WEBHOOK_ID,
    paypalPartnerId: e.PAYPAL_PARTNER_ID,
    payoutHoldDays: e.PAYOUT_HOLD_DAYS,
    settlementRunSeconds: e.SETTLEMENT_RUN_SECONDS,
    paypalApiUrl: e.PAYPAL_API_URL.replace(/\/+$/, ''),
    demoPaymentSecret: e.DEMO_PAYMENT_SECRET,
    demoPayoutLatencyMs: e.DEMO_PAYOUT_LATENCY_MS,
    shipping: loadShippingConfig(env),
    platform: {
      vatNumber: e.PLATFORM_VAT_NUMBER,
      legalName: e.PLATFORM_LEGAL_NAME,
      street: e.PLATFORM_STREET,
      houseNo: e.PLATFORM_HOUSE_NO,
      zipCode: e.PLATFORM_ZIP_CODE,
      city: e.PLATFORM_CITY,
      province: e.PLATFORM_PROVINCE,
    },
  };
}

type Env = z.infer<typeof EnvSchema>;

/** 'true' (any hop: only when nothing else can reach the server), or a comma-separated list of proxy addresses or CIDRs. */
function parseTrustProxy(value: string | null): Config['trustProxy'] {
  if (value === null || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** What each real provider needs: the browser SDK's key, the server's secret, and what verifies its webhooks. */
const PROVIDER_KEYS = {
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLIC_KEY', 'STRIPE_WEBHOOK_SECRET'],
  paypal: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_DEALER_PLAN', 'PAYPAL_WEBHOOK_ID'],
} as const;

/**
 * Explicit PAYMENT_PROVIDER, else stripe when STRIPE_SECRET_KEY is set, else paypal when PAYPAL_CLIENT_SECRET is
 * set, else demo. A real provider missing any of its keys stops the start with the names of the missing ones.
 */
function choosePaymentProvider(e: Env): Config['paymentProvider'] {
  const chosen = e.PAYMENT_PROVIDER || (e.STRIPE_SECRET_KEY ? 'stripe' : e.PAYPAL_CLIENT_SECRET ? 'paypal' : 'demo');
  if (chosen === 'demo') return chosen;
  const missing = PROVIDER_KEYS[chosen].filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      serverMessages.invalidConfig([
        `  PAYMENT_PROVIDER (${chosen}): ${serverMessages.paymentKeysMissing(missing.join(', '))}`,
      ]),
    );
  }
  return chosen;
}
