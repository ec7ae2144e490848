import { z } from '../../contract/z.js';
import type { CourierName } from '../../contract/shipping.js';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : null));

const ShippingEnv = z.object({
  // The courier: chosen from the keys present (BRT's account) unless COURIER says; no keys → the demo courier.
  COURIER: z.enum(['demo', 'brt', '']).optional(),
  // The demo courier moves a shipment one step every this many seconds (Presa in carico … Consegnato).
  DEMO_COURIER_STEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(20),
  // How often a courier without webhooks is asked for news, once per period across instances.
  SHIPPING_POLL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  // Off: no background poll on this instance (the server tests drive the couriers' clock themselves).
  SHIPPING_POLL: z.enum(['true', 'false', '1', '0', '']).optional(),
  BRT_API_URL: z.string().url().default('https://api.brt.it/rest/v1'),
  BRT_USER_ID: optionalText,
  BRT_PASSWORD: optionalText,
  BRT_DEPARTURE_DEPOT: optionalText,
  BRT_SENDER_CUSTOMER_CODE: optionalText,
  BRT_PRICING_CONDITION_CODE: optionalText,
  // The demo courier's webhook signing key; absent, one is created once in the database (server/shipping/demo-secret.ts).
  DEMO_COURIER_SECRET: optionalText,
});

export interface BrtConfig {
  apiUrl: string;
  userId: string;
  password: string;
  departureDepot: string;
  senderCustomerCode: string;
  pricingConditionCode: string | null;
}

export interface ShippingConfig {
  courier: CourierName;
  demoStepSeconds: number;
  pollSeconds: number;
  /** Whether this instance takes part in the background poll (SHIPPING_POLL, on unless 'false' or '0'). */
  pollInBackground: boolean;
  brt: BrtConfig | null;
  demoSecret: string | null;
}

/** Environment → the courier's configuration; BRT needs its user, password, depot and customer code, all four. */
export function loadShippingConfig(env: NodeJS.ProcessEnv): ShippingConfig {
  const e = ShippingEnv.parse(env);
  const brt =
    e.BRT_USER_ID && e.BRT_PASSWORD && e.BRT_DEPARTURE_DEPOT && e.BRT_SENDER_CUSTOMER_CODE
      ? {
          apiUrl: e.BRT_API_URL.replace(/\/+$/, ''),
          userId: e.BRT_USER_ID,
          password: e.BRT_PASSWORD,
          departureDepot: e.BRT_DEPARTURE_DEPOT,
          senderCustomerCode: e.BRT_SENDER_CUSTOMER_CODE,
          pricingConditionCode: e.BRT_PRICING_CONDITION_CODE,
        }
      : null;
  const courier: CourierName = e.COURIER === 'demo' ? 'demo' : brt ? 'brt' : 'demo';
  return {
    courier,
    demoStepSeconds: e.DEMO_COURIER_STEP_SECONDS,
    pollSeconds: e.SHIPPING_POLL_SECONDS,
    pollInBackground: e.SHIPPING_POLL !== 'false' && e.SHIPPING_POLL !== '0',
    brt,
    demoSecret: e.DEMO_COURIER_SECRET,
  };
}
