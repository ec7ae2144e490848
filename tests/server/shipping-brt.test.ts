import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes.js';
import type { CustomerShipment, Shipment } from '../../contract/shipping.js';
import { HttpError } from '../../server/plugins/http-error.js';
import { BrtCourier, brtInstant } from '../../server/shipping/brt.js';
import type { ShipmentRequest } from '../../server/shipping/courier.js';
import { pollCourier } from '../../server/shipping/poll.js';
import { actors, call, newRequest, sendQuotation, type Actors } from './quotations-fixtures.js';

/*
 * BRT's REST shipment API, as its documentation describes it, spoken by a local HTTP server: create with the label
 * (POST /shipments/shipment), confirm (PUT /shipments/shipment), delete (PUT /shipments/delete), tracking by parcel
 * id (GET /tracking/parcelID/{id}, credentials in headers). The adapter is checked on what it sends and on how it
 * reads the answers, then end to end through "Crea etichetta" and the poll.
 */

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, Record<string, unknown>>;
}

const LABEL_BYTES = Buffer.from('%PDF-1.4 etichetta BRT di prova');
const ok = { code: 0, severity: 'INFO', codeDesc: 'OK', message: '' };
let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
/** What the next create answers (an error, to test refusals). */
let createError: { code: number; message: string } | null = null;
let trackingEvents: { data: string; ora: string; id: string; descrizione: string; filiale: string }[] = [];

function answer(request: Seen): { status: number; body: unknown } {
  if (request.method === 'POST' && request.path === '/rest/v1/shipments/shipment') {
    if (createError)
      return { status: 200, body: { createResponse: { executionMessage: { ...createError, severity: 'ERROR' } } } };
    const data = request.body.createData;
    return {
      status: 200,
      body: {
        createResponse: {
          executionMessage: ok,
          arrivalTerminal: '101',
          arrivalDepot: '101',
          deliveryZone: '01',
          parcelNumberFrom: '00000001',
          parcelNumberTo: '00000001',
          departureDepot: data.departureDepot,
          numberOfParcels: data.numberOfParcels,
          weightKG: data.weightKG,
          alphanumericSenderReference: data.alphanumericSenderReference,
          labels: {
            label: [
              {
                dataLength: LABEL_BYTES.length,
                parcelID: '101010000000001',
                stream: LABEL_BYTES.toString('base64'),
                parcelNumberGeoPost: '05212345678901',
                trackingByParcelID: '101010000000001',
              },
            ],
          },
        },
      },
    };
  }
  if (request.method === 'PUT' && request.path === '/rest/v1/shipments/shipment')
    return { status: 200, body: { confirmResponse: { executionMessage: ok } } };
  if (request.method === 'PUT' && request.path === '/rest/v1/shipments/delete')
    return { status: 200, body: { deleteResponse: { executionMessage: ok } } };
  const tracking = /^\/rest\/v1\/tracking\/parcelID\/(\d+)$/.exec(request.path);
  if (request.method === 'GET' && tracking) {
    if (request.headers.userid !== 'utente' || request.headers.password !== 'segreta')
      return { status: 401, body: { message: 'unauthorized' } };
    return {
      status: 200,
      body: {
        ttParcelIdResponse: {
          executionMessage: ok,
          bolla: { dati_spedizione: { spedizione_id: tracking[1], stato_sped_parte1: 'IN CONSEGNA' } },
          // Newest first, as BRT lists them.
          lista_eventi: [...trackingEvents].reverse().map((evento) => ({ evento })),
        },
      },
    };
  }
  if (request.path === '/rest/v1/boom') return { status: 503, body: { message: 'down' } };
  return { status: 404, body: { message: 'no such path' } };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: Seen = {
        method: req.method ?? '',
        path: (req.url ?? '').split('?')[0],
        headers: req.headers,
        body: text ? JSON.parse(text) : {},
      };
      seen.push(request);
      const { status, body } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest/v1`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

const CONFIG = () => ({
  apiUrl: baseUrl,
  userId: 'utente',
  password: 'segreta',
  departureDepot: '101',
  senderCustomerCode: '1010101',
  pricingConditionCode: '000',
});

const party = {
  name: 'Mario Bianchi',
  street: 'Via Roma 1',
  zip: '00184',
  city: 'Roma',
  province: 'RM',
  phone: '3331234567',
  email: 'mario@example.it',
};
const REQUEST: ShipmentRequest = {
  reference: 'RH-2026-000042',
  numericReference: 4200,
  sender: { ...party, name: 'Ricambi Rossi S.r.l.', zip: '20121', city: 'Milano', province: 'MI' },
  recipient: party,
  parcels: 2,
  weightKg: 3.25,
  lengthCm: 40,
  widthCm: 30,
  heightCm: 20,
  pickupDate: '2026-12-01',
  codCents: 12_550,
  notes: null,
};

describe('the BRT adapter, against the documented shapes', () => {
  it('creates with a PDF label and confirms: tracking number, parcel id and the label bytes', async () => {
    seen.length = 0;
    const booked = await new BrtCourier(CONFIG()).book(REQUEST);
    expect(booked).toEqual({ trackingNumber: '101010000000001', courierRef: '101010000000001', label: LABEL_BYTES });
    const [create, confirm] = seen;
    expect(create).toMatchObject({ method: 'POST', path: '/rest/v1/shipments/shipment' });
    expect(create.body).toMatchObject({
      account: { userID: 'utente', password: 'segreta' },
      isLabelRequired: 1,
      labelParameters: { outputType: 'PDF' },
      createData: {
        departureDepot: 101,
        senderCustomerCode: 1010101,
        deliveryFreightTypeCode: 'DAP',
        consigneeCompanyName: 'Mario Bianchi',
        consigneeZIPCode: '00184',
        consigneeProvinceAbbreviation: 'RM',
        consigneeCountryAbbreviationISOAlpha2: 'IT',
        numberOfParcels: 2,
        weightKG: 3.3,
        volumeM3: 0.048,
        cashOnDelivery: 125.5,
        isCODMandatory: '1',
        codCurrency: 'EUR',
        numericSenderReference: 4200,
        alphanumericSenderReference: 'RH-2026-000042',
        pricingConditionCode: '000',
      },
    });
    expect(String(create.body.createData.notes)).toContain('2026-12-01');
    expect(confirm).toMatchObject({
      method: 'PUT',
      path: '/rest/v1/shipments/shipment',
      body: {
        account: { userID: 'utente', password: 'segreta' },
        confirmData: {
          senderCustomerCode: 1010101,
          numericSenderReference: 4200,
          alphanumericSenderReference: 'RH-2026-000042',
        },
      },
    });
  });

  it('turns BRT’s refusal into an Italian 422 the dealer can read, and sends no confirmation', async () => {
    seen.length = 0;
    createError = { code: -63, message: 'CAP DESTINATARIO NON VALIDO' };
    try {
      const refused = await new BrtCourier(CONFIG()).book(REQUEST).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(HttpError);
      expect((refused as HttpError).statusCode).toBe(422);
      expect((refused as HttpError).message).toContain('CAP DESTINATARIO NON VALIDO');
      expect(seen.map((s) => s.method)).toEqual(['POST']);
    } finally {
      createError = null;
    }
  });

  it('reads tracking by parcel id, oldest first, in Italian time, skipping what is no step', async () => {
    trackingEvents = [
      {
        data: '01.12.2026',
        ora: '09.10',
        id: '701',
        descrizione: 'DATI SPEDIZIONE TRASMESSI A BRT',
        filiale: 'MILANO',
      },
      { data: '01.12.2026', ora: '17.30', id: '702', descrizione: 'RITIRATA', filiale: 'MILANO' },
      { data: '02.12.2026', ora: '06.05', id: '703', descrizione: 'PARTITA', filiale: 'MILANO' },
      { data: '02.12.2026', ora: '08.40', id: '704', descrizione: 'IN CONSEGNA', filiale: 'ROMA' },
    ];
    const events = await new BrtCourier(CONFIG()).track({
      trackingNumber: '101010000000001',
      courierRef: '101010000000001',
      reference: 'RH-2026-000042',
      numericReference: 4200,
      bookedAt: new Date(),
    });
    expect(events.map((e) => e.event)).toEqual(['pick-up', 'transit', 'out-for-delivery']);
    expect(events[0].occurredAt.toISOString()).toBe('2026-12-01T16:30:00.000Z');
    expect(events[2].description).toBe('IN CONSEGNA - ROMA');
    expect(new Set(events.map((e) => e.eventId)).size).toBe(3);
    expect(brtInstant('15.07.2026', '10.00')?.toISOString()).toBe('2026-07-15T08:00:00.000Z');
  });

  it('deletes by our references', async () => {
    seen.length = 0;
    await new BrtCourier(CONFIG()).cancel({
      trackingNumber: '101010000000001',
      courierRef: '101010000000001',
      reference: 'RH-2026-000042',
      numericReference: 4200,
      bookedAt: new Date(),
    });
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      path: '/rest/v1/shipments/delete',
      body: {
        deleteData: {
          senderCustomerCode: 1010101,
          numericSenderReference: 4200,
          alphanumericSenderReference: 'RH-2026-000042',
        },
      },
    });
  });

  it('treats an outage as an outage, not as the dealer’s mistake', async () => {
    const down = new BrtCourier({ ...CONFIG(), apiUrl: `${baseUrl}/boom#` });
    const error = await down.book(REQUEST).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(HttpError);
  });
});

describe('BRT configured by environment, end to end', () => {
  let a: Actors;
  beforeAll(async () => {
    a = await actors({
      SWEEP_SECONDS: '86400',
      BRT_API_URL: baseUrl,
      BRT_USER_ID: 'utente',
      BRT_PASSWORD: 'segreta',
      BRT_DEPARTURE_DEPOT: '101',
      BRT_SENDER_CUSTOMER_CODE: '1010101',
    });
  });
  afterAll(async () => a?.t.close());

  it('books through BRT, keeps its label, and the poll moves the shipment to Consegnato', async () => {
    expect(a.t.app.shipping.courier.name).toBe('brt');
    const sent = await sendQuotation(a, await newRequest(a, 1));
    const accept = { payment_type: 'online', payment_method_id: 4, accepted_rows: [sent.quotation_rows[0].id] };
    expect((await call(a.t, a.customer, routes.customerQuotationAccept, { id: sent.id }, accept)).statusCode).toBe(200);
    expect((await call(a.t, a.customer, routes.customerQuotationPay, { id: sent.id })).statusCode).toBe(200);
    const body = { parcels: 1, weight_kg: 4, length_cm: 30, width_cm: 20, height_cm: 10, pickup_date: '2026-12-01' };
    const created = await call(a.t, a.dealer, routes.shipmentCreate, { id: sent.id }, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Shipment>()).toMatchObject({ courier: 'brt', tracking_number: '101010000000001' });
    const label = await call(a.t, a.dealer, routes.shipmentLabel, { id: sent.id });
    expect(label.rawPayload.equals(LABEL_BYTES)).toBe(true);

    trackingEvents.push({ data: '02.12.2026', ora: '11.20', id: '705', descrizione: 'CONSEGNATA', filiale: 'ROMA' });
    await pollCourier(a.t.app, a.t.app.shipping.courier, new Date());
    const timeline = (await call(a.t, a.customer, routes.customerShipment, { id: sent.id })).json<CustomerShipment>();
    expect(timeline.state).toBe('delivered');
    expect(timeline.events.map((e) => e.state)).toEqual([
      'booked',
      'picked-up',
      'in-transit',
      'out-for-delivery',
      'delivered',
    ]);
    expect(timeline.delivered_at).toBe('2026-12-02T10:20:00.000Z');
  });
});
