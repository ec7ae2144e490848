import { ArrowDropDownIcon } from '../../../../ui/icons';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import type { Template } from '../../../../../contract/entities/quoting';
import { useT } from '../../../../ui/translate';
import { useTemplates } from './useTemplates';

/** A template in one line: brand, condition, VAT, and the discount when it has one. */
export function useTemplateSummary() {
  const t = useT();
  return (template: Template) =>
    [
      t('app.quoting.templates.summary', {
        brand: template.brand,
        condition: t(`app.quotations.conditions.${template.condition}`),
        vat: template.tax_import,
      }),
      template.discount ? t('app.quoting.templates.summaryDiscount', { discount: template.discount }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

/** A button opening the dealer's templates; picking one calls onApply. `label` names what it applies to. */
export function ApplyTemplateMenu({
  label,
  text,
  onApply,
}: {
  label: string;
  text: string;
  onApply: (template: Template) => void;
}) {
  const t = useT();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { templates, isPending, error } = useTemplates();
  const summary = useTemplateSummary();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        endIcon={<ArrowDropDownIcon aria-hidden />}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {text}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-label': t('app.quoting.templates.menuLabel') } }}
      >
        {templates.length === 0 && (
          <MenuItem disabled>
            {isPending
              ? t('app.quoting.templates.loading')
              : error
                ? t('app.quoting.templates.loadError')
                : t('app.quoting.templates.none')}
          </MenuItem>
        )}
        {templates.map((template) => (
          <MenuItem
            key={template.id}
            onClick={() => {
              close();
              onApply(template);
            }}
          >
            <ListItemText primary={template.name} secondary={summary(template)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
