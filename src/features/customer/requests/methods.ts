import type { OfferDealer } from '../../../../contract/api/customer-offers';
import {
  PAYMENT_METHOD_ALWAYS_ID,
  PAYMENT_METHOD_CASH_ON_DELIVERY_ID,
  PAYMENT_METHOD_HIDDEN_ID,
} from '../../../../contract/constants';
import { customerApp as m } from '../../../../i18n/it/customer/app';

export type Method = { id: number; label: string; type: 'online' | 'offline' };

/** The methods this dealer accepts, as the customer chooses them: online by card, bank transfer, cash on delivery. */
export function methodsOf(dealer: OfferDealer): Method[] {
  const ids = [
    PAYMENT_METHOD_ALWAYS_ID,
    ...dealer.available_methods.filter((id) => id !== PAYMENT_METHOD_ALWAYS_ID && id !== PAYMENT_METHOD_HIDDEN_ID),
  ];
  return ids.map((id) =>
    id === PAYMENT_METHOD_ALWAYS_ID
      ? { id, label: m.offers.methods.online, type: 'online' }
      : id === PAYMENT_METHOD_CASH_ON_DELIVERY_ID
        ? { id, label: m.offers.methods.cash, type: 'offline' }
        : { id, label: m.offers.methods.bank, type: 'offline' },
  );
}
