import { LocalOfferIcon } from '../../../ui/icons';
import type { AdminCoupon } from '../../../../contract/entities/admin';
import { couponsCopy } from '../../../../i18n/it/console/coupons';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineConsoleFeature } from '../../../platform/feature';
import { CouponCreate, CouponEdit, CouponList } from './CouponViews';

/** Coupon: create, edit, expire; what a dealer redeems on /purchase-credits. */
export const feature = defineConsoleFeature({
  name: 'console-coupons',
  resources: [
    {
      name: 'coupons',
      list: CouponList,
      create: CouponCreate,
      edit: CouponEdit,
      icon: LocalOfferIcon,
      recordRepresentation: (record: AdminCoupon) => record.code,
      messages: couponsCopy,
      api: defineResourceApi({
        list: 'adminCoupons',
        one: 'adminCoupon',
        create: 'adminCouponCreate',
        update: 'adminCouponUpdate',
        query: 'admin',
        sort: ['id', 'code', 'valid_until', 'uses'],
        filters: { expired: 'text' },
      }),
    },
  ],
});
