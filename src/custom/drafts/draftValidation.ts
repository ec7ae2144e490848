import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import { errors as apiErrors } from '../../../i18n/it/errors';
import { fee, QuotationOption, type z } from '../../../contract';
import type { Translator } from '../../translate';
import type { DraftOption, DraftValues } from './draftModel';

/** One problem of the form: the RHF field path and a zod issue of the contract's schema. */
export interface DraftIssue {
  path: string;
  issue: Pick<z.core.$ZodIssue, 'code' | 'message'> & { expected?: string; minimum?: unknown; maximum?: unknown; origin?: string };
}

const PRICE_FIELDS = ['net_price', 'full_net_price'] as const;

/** A cents amount ≥ 0 (the contract's fee rule, SPEC §5 "step 0.01"); empty means "missing". */
function amountIssue(value: string, path: string, required: boolean): DraftIssue | null {
  if (value.trim() === '') {
    return required ? { path, issue: { code: 'custom', message: apiErrors.required } } : null;
  }
  const result = fee.safeParse(value);
  return result.success ? null : { path, issue: { code: 'custom', message: apiErrors.feeNumber } };
}

function optionIssues(option: DraftOption, prefix: string): DraftIssue[] {
  // item_code is not part of the contract's option: the schema strips it and it needs no rule (optional text).
  const result = QuotationOption.safeParse(option);
  const issues: DraftIssue[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ path: `${prefix}.${issue.path.join('.')}`, issue: issue as DraftIssue['issue'] }));
  // The option schema checks min/max; cents are the contract's amount rule on top of it.
  for (const field of PRICE_FIELDS) {
    const path = `${prefix}.${field}`;
    if (issues.some((found) => found.path === path)) continue;
    const problem = amountIssue(option[field], path, false);
    if (problem) issues.push(problem);
  }
  return issues;
}

/**
 * Every rule of SPEC §5 for the quotation form, taken from the contract (QuotationOption and the fee
 * rule): the web never restates them. Partial shipping is asked (and required) only with more than one row.
 */
export function validateDraft(values: DraftValues): DraftIssue[] {
  const issues = values.rows.flatMap((row, i) => row.options.flatMap((option, j) => optionIssues(option, `rows.${i}.options.${j}`)));
  const flat = amountIssue(values.shipping_cost_flat, 'shipping_cost_flat', true);
  if (flat) issues.push(flat);
  if (values.rows.length > 1) {
    const partial = amountIssue(values.shipping_cost_partial, 'shipping_cost_partial', true);
    if (partial) issues.push(partial);
  }
  return issues;
}

/** zod's generic Italian wording ("Troppo piccolo: number deve essere >=1") in the form's own words. */
export function issueMessage(issue: DraftIssue['issue'], t: Translator): string {
  // The contract already words a missing value ('Campo obbligatorio'); issues do not carry the input.
  if (issue.code === 'invalid_type' && issue.message !== apiErrors.required) {
    return issue.expected === 'int' ? t('app.drafts.validation.integer') : t('app.drafts.validation.number');
  }
  if (issue.code === 'too_small' && issue.origin === 'number') return t('app.drafts.validation.min', { min: String(issue.minimum) });
  if (issue.code === 'too_big' && issue.origin === 'number') return t('app.drafts.validation.max', { max: String(issue.maximum) });
  return issue.message;
}

/** react-hook-form resolver over validateDraft. */
export function draftResolver(t: Translator): Resolver<DraftValues> {
  return (values) => {
    const issues = validateDraft(values);
    if (issues.length === 0) return { values, errors: {} };
    const errors: FieldErrors<DraftValues> = {};
    for (const { path, issue } of issues) set(errors, path, { type: issue.code, message: issueMessage(issue, t) });
    return { values: {}, errors };
  };
}
