import type { User } from '../../../contract';

/** The company and address fields as a form holds them (text; the province as its id in a string). */
export interface CompanyForm {
  legal_name: string;
  phone: string;
  vat_number: string;
  sdi: string;
  pec: string;
  adr_street: string;
  adr_house_no: string;
  adr_city: string;
  adr_province: string;
  adr_zip_code: string;
}

export const COMPANY_FIELDS = [
  'legal_name',
  'phone',
  'vat_number',
  'sdi',
  'pec',
  'adr_street',
  'adr_house_no',
  'adr_city',
  'adr_province',
  'adr_zip_code',
] as const satisfies readonly (keyof CompanyForm)[];

/** The stored user's company data, ready for the form (blank where still missing). */
export function companyDefaults(user: User | null): CompanyForm {
  return {
    legal_name: user?.legal_name ?? '',
    phone: user?.phone ?? '',
    vat_number: user?.vat_number ?? '',
    sdi: user?.sdi ?? '',
    pec: user?.pec ?? '',
    adr_street: user?.adr_street ?? '',
    adr_house_no: user?.adr_house_no ?? '',
    adr_city: user?.adr_city ?? '',
    adr_province: user?.adr_province == null ? '' : String(user.adr_province),
    adr_zip_code: user?.adr_zip_code ?? '',
  };
}
