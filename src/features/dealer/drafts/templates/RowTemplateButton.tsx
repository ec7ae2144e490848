import { useT } from '../../../../ui/translate';
import { ApplyTemplateMenu } from './ApplyTemplateMenu';
import { useApplyTemplate } from './useApplyTemplate';

/** "Applica modello" of one requested row (all its options). */
export function RowTemplateButton({ rowIndex, partName }: { rowIndex: number; partName: string }) {
  const t = useT();
  const { applyToRow } = useApplyTemplate();
  return (
    <ApplyTemplateMenu
      label={t('app.quoting.templates.applyToRow', { part: partName })}
      text={t('app.quoting.templates.apply')}
      onApply={(template) => applyToRow(rowIndex, template)}
    />
  );
}
