/** What other features and the app use of register: import it from here, never from a file of the folder. */
export { CompanyFields } from './CompanyFields';
export { COMPANY_FIELDS, companyDefaults } from './companyForm';
export type { CompanyForm } from './companyForm';
export { useProvinces } from './useProvinces';
