import type {
  Conversation,
  Faq,
  LoginResponse,
  Notification,
  PingData,
  Quotation,
  Submission,
  SubscriptionStatus,
  User,
} from '../../contract';

/** Test data that satisfies the contract schemas (fixtures.test.ts parses each one). */

export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    role: 'dealer',
    email: 'dealer@demo.example',
    name: 'Mario',
    surname: 'Rossi',
    legal_name: 'Ricambi Rossi S.r.l.',
    phone: '+390212345678',
    vat_number: '12345678901',
    sdi: 'ABC1234',
    pec: 'ricambirossi@pec.example',
    adr_street: 'Via Roma',
    adr_house_no: '10',
    adr_city: 'Milano',
    adr_province: 15,
    adr_zip_code: '20121',
    iban: 'IT60X0542811101000000123456',
    credits: 120,
    default_flat_fee: 10,
    default_partial_fee: 5,
    profile_photo: null,
    dealer_stars: 4.5,
    user_provinces: [],
    available_methods: [2, 4],
    current_subscription: { status: 'active', ends_at: '2030-01-31T23:00:00.000Z', canceled_at: null },
    subscription_cost: 100,
    ...overrides,
  };
}

/** A dealer whose subscription has the given status (null: never subscribed). */
export function dealerWith(
  status: SubscriptionStatus | null,
  endsAt: string | null = '2030-01-31T23:00:00.000Z',
): User {
  return userFixture({ current_subscription: status === null ? null : { status, ends_at: endsAt, canceled_at: null } });
}

export function loginResponseFixture(user: User = userFixture()): LoginResponse {
  return { token: `token-of-${user.id}`, expires_at: '2030-01-01T00:00:00.000Z', user };
}

export function pingFixture(overrides: Partial<PingData> = {}): PingData {
  return {
    logo: {
      horizontal: { light: '/media/branding/logo-horizontal-light.svg' },
      vertical: { color: '/media/branding/logo-vertical.svg' },
    },
    messages_to_read: 0,
    notifications_to_read: 0,
    dealer_pending_submissions_count: 12,
    dealer_outlet_submissions_count: 3,
    dealer_sended_quotations_count: 5,
    dealer_accepted_quotations_count: 2,
    dealer_cancelled_quotations_count: 1,
    dealer_expired_submissions_count: 4,
    paypal_client_id: null,
    paypal_dealer_plan: null,
    stripe_public_key: null,
    ...overrides,
  };
}

export function faqFixture(): Faq[] {
  return [
    { id: 1, question: 'Come invio un preventivo?', answer: 'Apri la richiesta e premi CREA PREVENTIVO.' },
    { id: 2, question: 'Come acquisto crediti?', answer: 'Dal portafoglio, con il pulsante Acquista crediti.' },
  ];
}

const vehicle = {
  id: 3,
  plate: 'AB123CD',
  chassis: null,
  manufacturer_id: 1,
  manufacturer_name: 'Fiat',
  model: 'Panda',
  year_of_production: 2018,
  km_count: 2,
  car_photo: null,
  registration_document: null,
};

export function submissionFixture(overrides: Partial<Submission> = {}): Submission {
  return {
    id: 41,
    vehicle_id: vehicle.id,
    author_id: 99,
    province_id: 15,
    is_outlet: false,
    created_at: '2025-03-01T09:00:00.000Z',
    timing_residue: 120,
    is_frozen: false,
    notes: null,
    audio_urls: [],
    audio_descriptions: [],
    message_count: 0,
    token_uuid: '5b0c7f7e-1a2b-4c3d-8e9f-001122334455',
    quotations: [],
    submission_rows: [
      {
        id: 1,
        quantity: 1,
        part: { id: 10, name: 'Faro anteriore', part_parent_id: 2 },
        part_id: 10,
        brand: null,
        notes: null,
        part_photo: [],
      },
    ],
    vehicle,
    ...overrides,
  };
}

export function quotationFixture(overrides: Partial<Quotation> = {}): Quotation {
  return {
    id: 501,
    quotation_code: 'PRV-000501',
    status: 'pending',
    updated_at: '2025-03-01T10:00:00.000Z',
    cash_unlock: false,
    payment_type: null,
    payment_method_id: null,
    tracking_code: null,
    tracking_message: null,
    total_price: 122,
    subtotal_price: 100,
    total_tax: 22,
    shipping_cost_flat: 10,
    shipping_cost_partial: null,
    shipping_fee_chosen: null,
    accepted_date: null,
    created_at: '2025-03-01T10:00:00.000Z',
    timing_residue: 60,
    dealer_id: 7,
    submission_id: 41,
    vehicle,
    user: null,
    quotation_rows: [],
    outcome: null,
    ...overrides,
  };
}

export function notificationFixture(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    title: 'Nuova richiesta',
    text: 'È arrivata una nuova richiesta.',
    created_at: '2025-03-01T09:00:00.000Z',
    read: 0,
    target: null,
    ...overrides,
  };
}

export function conversationFixture(overrides: Partial<Conversation> = {}): Conversation {
  return {
    uuid: 'c0ffee00-0000-4000-8000-000000000001',
    submission_id: 41,
    topic_title: 'Fiat Panda AB123CD',
    last_message: { text: 'Buongiorno', created_at: '2025-03-01T09:30:00.000Z', read: false, user_id: 99 },
    chat_token: '5b0c7f7e-1a2b-4c3d-8e9f-001122334455',
    vehicle,
    ...overrides,
  };
}
