import { useNotify } from 'react-admin';
import { useFormContext, type FieldPath } from 'react-hook-form';
import type { Template } from '../../../../../contract/entities/quoting';
import { useT } from '../../../../ui/translate';
import type { DraftValues } from '../../../../domain/drafts/draftModel';
import { TEMPLATE_FIELDS, templateFields } from './templateValues';

/**
 * Applying a template in the drafts form: to every option of one requested row, or of every row. Only the template's
 * fields change (brand, condition, VAT, discount, notes); codes, quantities, prices and shipping stay as they are.
 */
export function useApplyTemplate() {
  const t = useT();
  const notify = useNotify();
  const { getValues, setValue } = useFormContext<DraftValues>();
  const fillRow = (rowIndex: number, template: Template) => {
    const values = templateFields(template);
    getValues(`rows.${rowIndex}.options`).forEach((_option, optionIndex) => {
      for (const field of TEMPLATE_FIELDS) {
        setValue(`rows.${rowIndex}.options.${optionIndex}.${field}` as FieldPath<DraftValues>, values[field], {
          shouldDirty: true,
        });
      }
    });
  };
  const done = (template: Template) =>
    notify(t('app.quoting.templates.applied', { name: template.name }), { type: 'info' });
  return {
    applyToRow: (rowIndex: number, template: Template) => {
      fillRow(rowIndex, template);
      done(template);
    },
    applyToAll: (template: Template) => {
      getValues('rows').forEach((_row, rowIndex) => fillRow(rowIndex, template));
      done(template);
    },
  };
}
