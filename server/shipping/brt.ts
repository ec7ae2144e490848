import { shippingMessages } from '../../i18n/it/shipping.js';
import type { FetchLike } from '../payments/paypal-client.js';
import { HttpError } from '../plugins/http-error.js';
import type { BrtConfig } from './config.js';
import type { ShipmentEventName } from '../domain/shipment-state.js';
import type { BookedShipment, CourierAdapter, CourierEvent, CourierShipmentRef, ShipmentRequest } from './courier.js';

/** BRT's answer status: code 0 is success, a positive code a warning, a negative one an error (its message says why). */
interface ExecutionMessage {
  code: number;
  severity?: string;
  codeDesc?: string;
  message?: string;
}

interface BrtLabel {
  parcelID: string;
  trackingByParcelID?: string;
  stream: string;
}

interface CreateResponse {
  createResponse?: { executionMessage?: ExecutionMessage; labels?: { label?: BrtLabel[] } };
}

interface TrackingEvent {
  evento?: { data?: string; ora?: string; id?: string; descrizione?: string; filiale?: string };
}

interface TrackingResponse {
  ttParcelIdResponse?: { executionMessage?: ExecutionMessage; lista_eventi?: TrackingEvent[] };
}

/** BRT's event descriptions → the state machine's events; anything else (data received, notes) is no step. */
const EVENT_WORDS: readonly [RegExp, ShipmentEventName][] = [
  [/NON CONSEGNAT|MANCATA CONSEGNA|GIACENZA|ASSENTE|RESPINT/, 'exception'],
  [/CONSEGNATA|CONSEGNATO/, 'deliver'],
  [/IN CONSEGNA|AFFIDATA AL CORRIERE PER LA CONSEGNA/, 'out-for-delivery'],
  [/PARTITA|ARRIVATA|TRANSITO|SMISTAMENTO|IN LAVORAZIONE/, 'transit'],
  [/RITIRAT|PRESA IN CARICO|AFFIDATA/, 'pick-up'],
];

export function brtEventName(description: string): ShipmentEventName | null {
  const upper = description.toUpperCase();
  return EVENT_WORDS.find(([words]) => words.test(upper))?.[1] ?? null;
}

/** "29.11.2026" + "10.15", Italian time → the instant (the offset of Europe/Rome on that day). */
export function brtInstant(date: string, time: string): Date | null {
  const d = /^(\d{2})[./](\d{2})[./](\d{4})$/.exec(date.trim());
  const t = /^(\d{2})[.:](\d{2})/.exec(time.trim()) ?? ['', '00', '00'];
  if (!d) return null;
  const asUtc = Date.UTC(Number(d[3]), Number(d[2]) - 1, Number(d[1]), Number(t[1]), Number(t[2]));
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Rome', timeZoneName: 'shortOffset' })
    .formatToParts(new Date(asUtc))
    .find((part) => part.type === 'timeZoneName')?.value;
  const hours = Number(/GMT([+-]\d+)/.exec(offset ?? '')?.[1] ?? 0);
  return new Date(asUtc - hours * 3_600_000);
}

/**
 * BRT's REST shipment API (api.brt.it/rest/v1, its published "Web Services REST" documentation): create with the
 * label (POST /shipments/shipment, isLabelRequired, PDF), confirm (PUT /shipments/shipment), delete (PUT
 * /shipments/delete) and tracking by parcel id (GET /tracking/parcelID/{id}, credentials in the userID and password
 * headers). BRT pushes no events: its shipments are polled.
 */
export class BrtCourier implements CourierAdapter {
  readonly name = 'brt' as const;
  readonly pushesEvents = false;
  private readonly fetch: FetchLike;

  constructor(
    private readonly config: BrtConfig,
    fetch?: FetchLike,
  ) {
    this.fetch = fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  private get account() {
    return { userID: this.config.userId, password: this.config.password };
  }

  private async call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const answer = await this.fetch(`${this.config.apiUrl}${path}`, {
      method,
      headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (answer.status >= 500) throw new Error(`BRT ${method} ${path}: HTTP ${answer.status}`);
    const text = await answer.text();
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new Error(`BRT ${method} ${path}: HTTP ${answer.status}, not JSON`);
    }
  }

  /** A negative code is BRT refusing what we sent (an address, a reference): the dealer reads why. */
  private check(message: ExecutionMessage | undefined, what: string): void {
    if (!message) throw new Error(`BRT ${what}: no executionMessage`);
    if (Number(message.code) < 0)
      throw new HttpError(
        422,
        shippingMessages.courierRefused(message.message || message.codeDesc || String(message.code)),
      );
  }

  private references(reference: string, numericReference: number) {
    return {
      senderCustomerCode: Number(this.config.senderCustomerCode),
      numericSenderReference: numericReference,
      alphanumericSenderReference: reference,
    };
  }

  async book(request: ShipmentRequest): Promise<BookedShipment> {
    const { recipient } = request;
    const volumeM3 = (request.lengthCm * request.widthCm * request.heightCm * request.parcels) / 1_000_000;
    const cod = request.codCents !== null && request.codCents > 0;
    const created = await this.call<CreateResponse>('POST', '/shipments/shipment', {
      account: this.account,
      createData: {
        network: '',
        departureDepot: Number(this.config.departureDepot),
        deliveryFreightTypeCode: 'DAP',
        consigneeCompanyName: recipient.name.slice(0, 70),
        consigneeAddress: recipient.street.slice(0, 35),
        consigneeZIPCode: recipient.zip,
        consigneeCity: recipient.city.slice(0, 35),
        consigneeProvinceAbbreviation: recipient.province,
        consigneeCountryAbbreviationISOAlpha2: 'IT',
        consigneeContactName: recipient.name.slice(0, 35),
        consigneeTelephone: recipient.phone ?? '',
        consigneeEMail: recipient.email ?? '',
        isAlertRequired: recipient.email ? 1 : 0,
        pricingConditionCode: this.config.pricingConditionCode ?? '',
        serviceType: '',
        numberOfParcels: request.parcels,
        weightKG: Math.round(request.weightKg * 10) / 10,
        volumeM3: Math.round(volumeM3 * 1000) / 1000,
        cashOnDelivery: cod ? (request.codCents ?? 0) / 100 : 0,
        isCODMandatory: cod ? '1' : '0',
        codPaymentType: cod ? 'BM' : '',
        codCurrency: 'EUR',
        ...this.references(request.reference, request.numericReference),
        // BRT's waybill has no pickup date (pickups are the contract's or a collection request): the depot reads it here.
        notes: [`Ritiro ${request.pickupDate}`, request.notes].filter(Boolean).join(' - ').slice(0, 70),
      },
      isLabelRequired: 1,
      labelParameters: {
        outputType: 'PDF',
        offsetX: 0,
        offsetY: 0,
        isBorderRequired: '0',
        isLogoRequired: '0',
        isBarcodeControlRowRequired: '0',
      },
    });
    const answer = created.createResponse;
    this.check(answer?.executionMessage, 'create');
    const label = answer?.labels?.label?.[0];
    if (!label?.parcelID || !label.stream) throw new Error('BRT create: no label in the answer');
    // Confirmed at once: "Crea etichetta" means the parcel is ready for the courier.
    const confirmed = await this.call<{ confirmResponse?: { executionMessage?: ExecutionMessage } }>(
      'PUT',
      '/shipments/shipment',
      { account: this.account, confirmData: this.references(request.reference, request.numericReference) },
    );
    this.check(confirmed.confirmResponse?.executionMessage, 'confirm');
    return {
      trackingNumber: label.trackingByParcelID || label.parcelID,
      courierRef: label.parcelID,
      label: Buffer.from(label.stream, 'base64'),
    };
  }

  async track(shipment: CourierShipmentRef): Promise<CourierEvent[]> {
    const answer = await this.call<TrackingResponse>(
      'GET',
      `/tracking/parcelID/${encodeURIComponent(shipment.courierRef)}`,
      undefined,
      { userID: this.config.userId, password: this.config.password },
    );
    const tracking = answer.ttParcelIdResponse;
    this.check(tracking?.executionMessage, 'tracking');
    const events: CourierEvent[] = [];
    for (const { evento } of tracking?.lista_eventi ?? []) {
      const description = (evento?.descrizione ?? '').trim();
      const event = brtEventName(description);
      const occurredAt = brtInstant(evento?.data ?? '', evento?.ora ?? '');
      if (!event || !occurredAt) continue;
      const place = evento?.filiale ? ` - ${evento.filiale}` : '';
      events.push({
        eventId: `brt:${shipment.courierRef}:${evento?.data}:${evento?.ora}:${evento?.id ?? ''}:${description}`,
        event,
        description: `${description}${place}`,
        occurredAt,
      });
    }
    // BRT lists the newest first: the machine reads them in the order they happened.
    return events.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  }

  async cancel(shipment: CourierShipmentRef): Promise<void> {
    const answer = await this.call<{ deleteResponse?: { executionMessage?: ExecutionMessage } }>(
      'PUT',
      '/shipments/delete',
      { account: this.account, deleteData: this.references(shipment.reference, shipment.numericReference) },
    );
    this.check(answer.deleteResponse?.executionMessage, 'delete');
  }

  async receiveWebhook() {
    // BRT offers no push: a call to its webhook path is never a BRT event.
    return null;
  }
}
