import { DEFAULT_SUBSCRIPTION_COST } from '../../contract/constants.js';
import { dealerMethods, dealerProvinces, subscriptions, users } from '../db/schema.js';
import { eurosToCents, openingEntry } from '../domain/ledger.js';
import { postEntry } from '../repositories/ledger.js';
import { fiscalCode, italianIban, vatNumber } from './codes.js';
import { DAY, minutesAgo, type SeedContext } from './context.js';
import { CUSTOMERS, DEALERS, NEW_DEALER_EMAIL, OPERATOR_EMAIL, STAFF } from './catalog/people.js';
import type { Lookups } from './lookups.js';
import { media, mediaUrl } from './media.js';

export interface Accounts {
  dealer: number;
  dealer2: number;
  newDealer: number;
  /** Customers; the first is cliente@demo.example. */
  customers: number[];
  operator: number;
  /** Subscription periods paid so far, for their orders. */
  subscriptionPayments: { dealerId: number; paidAt: Date; cost: number }[];
}

/** Office codes of the VAT numbers (province of the company's tax office). */
const VAT_OFFICES: Record<string, string> = { BO: '037', NA: '063' };

export async function seedAccounts(ctx: SeedContext, lookups: Lookups, passwordHash: string): Promise<Accounts> {
  const { tx, now } = ctx;
  const province = (code: string) => lookups.provinceIds.get(code) ?? null;

  const dealerRows = DEALERS.map((d, i) => ({
    role: 'dealer' as const,
    email: d.email,
    passwordHash,
    name: d.name,
    surname: d.surname,
    legalName: d.legalName,
    phone: d.phone,
    vatNumber: vatNumber(String(2_345_670 + i * 1_111_111), VAT_OFFICES[d.province]),
    sdi: d.sdi,
    pec: d.pec,
    adrStreet: d.street,
    adrHouseNo: d.houseNo,
    adrCity: d.city,
    adrProvince: province(d.province),
    adrZipCode: d.zip,
    iban: italianIban(d.abi, d.cab, d.account),
    // Credits arrive as the ledger's opening balances below (the legs' trigger sets users.credits).
    credits: 0,
    defaultFlatFee: d.flatFee,
    defaultPartialFee: d.partialFee,
    profilePhoto: d.photo ? mediaUrl(media.dealerAvatar) : null,
    subscriptionCost: d.subscriptionCost,
    termsAcceptedAt: minutesAgo(now, (400 - i * 100) * DAY),
    createdAt: minutesAgo(now, (400 - i * 100) * DAY),
  }));
  const newDealer = {
    role: 'dealer' as const,
    email: NEW_DEALER_EMAIL,
    passwordHash,
    createdAt: minutesAgo(now, 2 * DAY),
  };
  const customerRows = CUSTOMERS.map((c, i) => ({
    role: 'customer' as const,
    email: c.email,
    passwordHash,
    name: c.name,
    surname: c.surname,
    phone: c.phone,
    fiscalCode: fiscalCode(c),
    adrStreet: c.street,
    adrHouseNo: c.houseNo,
    adrCity: c.city,
    adrProvince: province(c.province),
    adrZipCode: c.zip,
    termsAcceptedAt: minutesAgo(now, (200 - i * 10) * DAY),
    createdAt: minutesAgo(now, (200 - i * 10) * DAY),
  }));
  const ids = (
    await tx
      .insert(users)
      .values([...dealerRows, newDealer, ...customerRows])
      .returning({ id: users.id })
  ).map((r) => r.id);
  const [dealer, dealer2, newDealerId, ...customers] = ids;
  for (const [i, d] of DEALERS.entries())
    if (d.credits > 0) await postEntry(tx, openingEntry(ids[i], eurosToCents(d.credits), dealerRows[i].createdAt));
  // Inserted after the others so that the dealers' and customers' ids stay what the tests and fixtures know.
  const [{ id: operator }] = await tx
    .insert(users)
    .values({
      role: 'operator',
      email: OPERATOR_EMAIL,
      passwordHash,
      name: 'Operatore',
      surname: 'RicambiHub',
      createdAt: minutesAgo(now, 400 * DAY),
    })
    .returning({ id: users.id });
  // The company accounts (staff of a dealer), after the operator for the same reason.
  await tx.insert(users).values(
    STAFF.map((s) => ({
      role: 'staff' as const,
      companyId: dealer,
      staffRole: s.role,
      email: s.email,
      passwordHash,
      name: s.name,
      surname: s.surname,
      createdAt: minutesAgo(now, 30 * DAY),
    })),
  );

  const subscriptionValues = [
    {
      dealerId: dealer,
      status: 'ended',
      provider: 'demo',
      externalId: 'DEMO-SUB-0001',
      createdAt: minutesAgo(now, 40 * DAY),
      endsAt: minutesAgo(now, 10 * DAY),
    },
    {
      dealerId: dealer,
      status: 'active',
      provider: 'demo',
      externalId: 'DEMO-SUB-0002',
      createdAt: minutesAgo(now, 10 * DAY),
      endsAt: minutesAgo(now, -20 * DAY),
    },
    {
      dealerId: dealer2,
      status: 'active',
      provider: 'demo',
      externalId: 'DEMO-SUB-0003',
      createdAt: minutesAgo(now, 25 * DAY),
      endsAt: minutesAgo(now, -5 * DAY),
    },
  ];
  await tx.insert(subscriptions).values(subscriptionValues);
  const excluded = DEALERS.flatMap((d, i) =>
    d.excluded.map((code) => ({ dealerId: ids[i], provinceId: province(code) as number })),
  );
  if (excluded.length > 0) await tx.insert(dealerProvinces).values(excluded);
  await tx
    .insert(dealerMethods)
    .values(DEALERS.flatMap((d, i) => d.methods.map((methodId) => ({ dealerId: ids[i], methodId }))));

  return {
    dealer,
    dealer2,
    newDealer: newDealerId,
    customers,
    operator,
    subscriptionPayments: subscriptionValues.map((s) => ({
      dealerId: s.dealerId,
      paidAt: s.createdAt,
      cost: DEALERS[s.dealerId === dealer ? 0 : 1].subscriptionCost ?? DEFAULT_SUBSCRIPTION_COST,
    })),
  };
}
