import { describe, expect, it } from 'vitest';
import { CustomerDemoPayBody, CustomerSubmissionBody, UploadAddress } from '../../contract/api/customer';
import { ITALIAN_PLATE_PATTERN, normalizePlate } from '../../contract/rules';
import { customerErrors } from '../../i18n/it/customer/errors';

/** The customer app's rules: the plate its form checks, the photos a request may name, the demo card body. */
describe('Italian plate (AB123CD)', () => {
  it.each(['AB123CD', 'ab 123 cd', 'GA-123-BC', 'zz999zz'])('accepts %s', (plate) => {
    expect(ITALIAN_PLATE_PATTERN.test(normalizePlate(plate))).toBe(true);
  });
  it.each(['12345', 'AB12CD', 'ABC123D', 'AI123CD', 'AB123CO', 'AB1234CD', ''])('refuses %s', (plate) => {
    expect(ITALIAN_PLATE_PATTERN.test(normalizePlate(plate))).toBe(false);
  });
});

describe("a new request's vehicle: an Italian plate, or a chassis instead (the same schema on the web and the server)", () => {
  const vehicle = (v: Record<string, unknown>) =>
    CustomerSubmissionBody.safeParse({
      vehicle: { manufacturer_id: 1, model: 'Panda', year_of_production: 2018, ...v },
      province_id: 58,
      rows: [{ part_id: 10 }],
    });
  it('normalises a plate in the Italian format', () => {
    const parsed = vehicle({ plate: 'ga 123-bc' });
    expect(parsed.success && parsed.data.vehicle.plate).toBe('GA123BC');
  });
  it.each(['AB12CD', 'XYZ1234', 'AI123CD', 'E2E12345'])('refuses %s at vehicle.plate, in Italian', (plate) => {
    const parsed = vehicle({ plate });
    expect(parsed.success).toBe(false);
    expect(
      parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toContainEqual(['vehicle.plate', customerErrors.plate]);
  });
  it('takes a chassis without a plate (a blank plate is none), and asks for one of the two', () => {
    const chassis = vehicle({ plate: '', chassis: 'ZFA31200000123456' });
    expect(chassis.success && chassis.data.vehicle.plate).toBeNull();
    const neither = vehicle({ plate: ' ' });
    expect(neither.success ? null : neither.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'vehicle.plate',
    ]);
  });
});

describe('photos of a request', () => {
  const upload = '/media/upload-0123456789abcdef0123456789abcdef.png';
  const body = (photos: string[]) => ({
    vehicle: {
      plate: 'AB123CD',
      manufacturer_id: 1,
      model: 'Panda',
      year_of_production: 2018,
      registration_document: upload,
    },
    province_id: 58,
    rows: [{ part_id: 10, part_photo: photos }],
  });
  it('takes our upload addresses, at most 5 per row, and defaults to none', () => {
    expect(UploadAddress.safeParse(upload).success).toBe(true);
    expect(CustomerSubmissionBody.parse(body([upload])).rows[0].part_photo).toEqual([upload]);
    expect(CustomerSubmissionBody.parse({ ...body([]), rows: [{ part_id: 10 }] }).rows[0].part_photo).toEqual([]);
    const six = CustomerSubmissionBody.safeParse(body(Array(6).fill(upload)));
    expect(six.success ? null : six.error.issues[0].message).toBe(customerErrors.tooManyPhotos);
  });
  it('refuses any other address in Italian', () => {
    for (const address of ['https://example.com/a.png', '/media/../secret', '/media/upload-xyz.png']) {
      const parsed = CustomerSubmissionBody.safeParse(body([address]));
      expect(parsed.success ? null : parsed.error.issues[0].message).toBe(customerErrors.uploadAddress);
    }
  });
});

describe('demo card body', () => {
  it('requires every field', () => {
    const parsed = CustomerDemoPayBody.safeParse({ card_number: '4242 4242 4242 4242', expiry: '', cvc: '123' });
    expect(parsed.success).toBe(false);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'expiry',
      'holder',
    ]);
  });
});
