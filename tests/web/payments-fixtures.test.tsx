import { describe, expect, it } from 'vitest';
import { CouponCheck, FeeAmount, PaymentSetupResponse, Quotation, routes } from '../../contract';
import {
  acceptedPage,
  couponExpired,
  couponOk,
  feeAmountDue,
  feeSetup,
  noOrderSetup,
  nothingDue,
  subscriptionSetup,
  walletSetup,
} from './fixtures/payments';

describe('payment fixtures satisfy the contract', () => {
  it.each([
    ['subscription setup', PaymentSetupResponse, subscriptionSetup()],
    ['no order', PaymentSetupResponse, noOrderSetup()],
    ['wallet order with coupon', PaymentSetupResponse, walletSetup(100, 10, 'BENVENUTO10')],
    ['fee setup', PaymentSetupResponse, feeSetup()],
    ['coupon ok', CouponCheck, couponOk],
    ['coupon expired', CouponCheck, couponExpired],
    ['fees due', FeeAmount, feeAmountDue()],
    ['nothing due', FeeAmount, nothingDue],
    ['accepted page', routes.quotationList.response, acceptedPage()],
    ['accepted quotation', Quotation, acceptedPage().data[0]],
  ] as const)('%s', (_name, schema, value) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('wallet and fee orders total amount × 1.22 (SPEC §9)', () => {
    expect(walletSetup(100).order?.total_amount).toBe(122);
    const fee = feeAmountDue();
    const net = fee.order!.order_rows.reduce((sum, row) => sum + row.item_amount * row.item_count, 0);
    expect(Math.round(net * 122) / 100).toBe(fee.orderAmount);
  });
});
