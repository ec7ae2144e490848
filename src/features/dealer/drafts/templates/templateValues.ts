import type { TemplateBody } from '../../../../../contract/api/templates';
import type { Template } from '../../../../../contract/entities/quoting';
import type { DraftOption } from '../../../../domain/drafts/draftModel';

/** The option fields a template holds (and replaces when applied): the rest of the option is the dealer's. */
export const TEMPLATE_FIELDS = ['brand', 'condition', 'tax_import', 'discount', 'notes'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

/** A template as the form holds an option's fields (text inputs: '' for none). */
export function templateFields(template: Template): Pick<DraftOption, TemplateField> {
  return {
    brand: template.brand,
    condition: template.condition,
    tax_import: String(template.tax_import),
    discount: template.discount === null ? '' : String(template.discount),
    notes: template.notes ?? '',
  };
}

/** An option saved under `name`, as the contract's TemplateBody reads it (numbers still as typed). */
export function templateBody(option: DraftOption, name: string): TemplateBody {
  return {
    name,
    brand: option.brand,
    condition: option.condition,
    tax_import: option.tax_import,
    discount: option.discount.trim() === '' ? null : option.discount,
    notes: option.notes.trim() === '' ? null : option.notes,
  };
}
