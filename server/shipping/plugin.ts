import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FetchLike } from '../payments/paypal-client.js';
import { BrtCourier } from './brt.js';
import type { CourierAdapter } from './courier.js';
import { DemoCourier, demoCourierSecret } from './demo.js';
import { pollShipments } from './poll.js';

export interface Shipping {
  /** The configured courier (tests may swap it for one talking to a local server). */
  courier: CourierAdapter;
  /** The demo courier, always present: its shipments keep moving and its webhook accepts only what it signed. */
  demo: DemoCourier;
}

declare module 'fastify' {
  interface FastifyInstance {
    shipping: Shipping;
  }
}

/** How often the poll runs: the demo courier's step, or SHIPPING_POLL_SECONDS when a real courier is configured. */
export const pollIntervalMs = (app: FastifyInstance) =>
  (app.shipping.courier.name === 'demo' ? app.config.shipping.demoStepSeconds : app.config.shipping.pollSeconds) * 1000;

/** app.shipping: the courier chosen by the configuration (BRT with its keys, else the demo one), and the poll. */
export const shippingPlugin = fp(
  async (app: FastifyInstance, opts: { fetch?: FetchLike }) => {
    const config = app.config.shipping;
    const demo = new DemoCourier(await demoCourierSecret(app.db, config.demoSecret), config.demoStepSeconds);
    const courier = config.courier === 'brt' && config.brt ? new BrtCourier(config.brt, opts.fetch) : demo;
    app.decorate('shipping', { courier, demo });
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (!config.pollInBackground) return;
      const everyMs = pollIntervalMs(app);
      timer = setInterval(() => {
        pollShipments(app, new Date(), everyMs, app.config.payoutHoldDays).catch((err: unknown) =>
          app.log.error({ err }, 'shipment tracking poll failed'),
        );
      }, everyMs);
      timer.unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'shipping', dependencies: ['config', 'db'] },
);
