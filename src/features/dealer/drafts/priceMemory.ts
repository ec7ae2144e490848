import type { PriceMemoryEntry, Vehicle } from '../../../../contract';
import { formatAmount } from '../../../../contract/amounts';
import { QUOTATION_VAT_RATES } from '../../../../contract/constants';
import { defaultOption, type DraftOption } from '../../../domain/drafts/draftModel';

/** The option fields a past price fills: what the price memory knows (codes, quantity and notes stay as typed). */
export function reusedFields(entry: PriceMemoryEntry): Partial<Omit<DraftOption, 'submission_row_id'>> {
  const vat = (QUOTATION_VAT_RATES as readonly number[]).includes(entry.tax_import)
    ? { tax_import: String(entry.tax_import) }
    : {};
  return {
    brand: entry.brand,
    condition: entry.condition,
    net_price: formatAmount(entry.net_price),
    discount: entry.discount === null ? '' : String(entry.discount),
    ...vat,
  };
}

/** The option "Riusa" fills: the first one without a brand or price yet; none free → -1 (a new option is added). */
export function reuseTarget(options: readonly DraftOption[]): number {
  return options.findIndex((option) => option.brand.trim() === '' && option.net_price.trim() === '');
}

/** A new option holding a past price, for when every option of the row is already taken. */
export function reusedOption(submissionRowId: number, entry: PriceMemoryEntry): DraftOption {
  return { ...defaultOption(submissionRowId), ...reusedFields(entry) };
}

/** Same manufacturer and model as the vehicle being quoted (the server lists those first). */
export function isSameVehicle(entry: PriceMemoryEntry, vehicle: Pick<Vehicle, 'manufacturer_id' | 'model'>): boolean {
  return (
    entry.manufacturer_id !== null &&
    entry.manufacturer_id === vehicle.manufacturer_id &&
    (entry.model ?? '').trim().toLowerCase() === (vehicle.model ?? '').trim().toLowerCase()
  );
}
