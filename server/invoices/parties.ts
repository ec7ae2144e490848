import type { MissingInvoiceDatum } from '../../contract/entities/invoice.js';
import type { PlatformCompany } from '../config.js';
import type { InvoiceAddress, InvoiceBuyer, InvoiceSeller } from './document.js';

/** A user's company or personal data as stored (users table, province as its code). */
export type PartyRecord = {
  legal_name: string | null;
  name: string | null;
  surname: string | null;
  vat_number: string | null;
  fiscal_code: string | null;
  street: string | null;
  house_no: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  sdi: string | null;
  pec: string | null;
};

const filled = (value: string | null): value is string => value !== null && value.trim() !== '';
export const validVat = (vat: string | null): vat is string => vat !== null && /^\d{11}$/.test(vat);
const validFiscalCode = (code: string | null): code is string =>
  code !== null && /^[A-Z0-9]{11,16}$/.test(code.toUpperCase());
const validSdi = (sdi: string | null): sdi is string => sdi !== null && /^[A-Z0-9]{7}$/.test(sdi.toUpperCase());
const validPec = (pec: string | null): pec is string =>
  pec !== null && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(pec) && pec.length <= 256;

export function hasAddress(p: PartyRecord): boolean {
  return filled(p.street) && filled(p.city) && p.zip !== null && /^\d{5}$/.test(p.zip);
}

export function addressOf(p: PartyRecord): InvoiceAddress {
  return {
    street: p.street ?? '',
    houseNo: filled(p.house_no) ? p.house_no.trim() : null,
    zipCode: p.zip ?? '',
    city: p.city ?? '',
    province: p.province && /^[A-Z]{2}$/.test(p.province) ? p.province : null,
  };
}

/** The SDI code when valid, else 0000000 (with the PEC when known: the SDI delivers there). */
export function recipientOf(p: PartyRecord): { recipientCode: string; pec: string | null } {
  if (validSdi(p.sdi) && p.sdi.toUpperCase() !== '0000000') return { recipientCode: p.sdi.toUpperCase(), pec: null };
  return { recipientCode: '0000000', pec: validPec(p.pec) ? p.pec : null };
}

export const hasRecipient = (p: PartyRecord) =>
  recipientOf(p).recipientCode !== '0000000' || recipientOf(p).pec !== null;

/** What a buyer lacks: a tax id, a name, an address (prefix: who the datum belongs to). */
export function buyerMissing(p: PartyRecord, who: 'customer' | 'dealer'): MissingInvoiceDatum[] {
  const missing: MissingInvoiceDatum[] = [];
  if (who === 'customer') {
    if (!validVat(p.vat_number) && !validFiscalCode(p.fiscal_code)) missing.push('customer_fiscal_id');
    if (!filled(p.legal_name) && !(filled(p.name) && filled(p.surname))) missing.push('customer_name');
    if (!hasAddress(p)) missing.push('customer_address');
  } else {
    if (!validVat(p.vat_number)) missing.push('dealer_vat_number');
    if (!filled(p.legal_name)) missing.push('dealer_legal_name');
    if (!hasAddress(p)) missing.push('dealer_address');
    if (!hasRecipient(p)) missing.push('dealer_recipient');
  }
  return missing;
}

export function buyerOf(p: PartyRecord): InvoiceBuyer {
  const company = filled(p.legal_name);
  return {
    vatNumber: validVat(p.vat_number) ? p.vat_number : null,
    fiscalCode: validFiscalCode(p.fiscal_code) ? p.fiscal_code.toUpperCase() : null,
    legalName: company ? p.legal_name : null,
    firstName: company ? null : p.name,
    lastName: company ? null : p.surname,
    address: addressOf(p),
    ...recipientOf(p),
  };
}

/** The platform as the seller of its own documents (fees, orders, credit notes): ordinary tax regime. */
export function platformSeller(platform: PlatformCompany): InvoiceSeller {
  return {
    vatNumber: platform.vatNumber,
    legalName: platform.legalName,
    regimeFiscale: 'RF01',
    address: {
      street: platform.street,
      houseNo: platform.houseNo,
      zipCode: platform.zipCode,
      city: platform.city,
      province: platform.province,
    },
  };
}
