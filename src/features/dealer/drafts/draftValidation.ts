import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import { errors as apiErrors } from '../../../../i18n/it/errors';
import { fee, QuotationOption, type z } from '../../../../contract';
import { amountOrNull, amountProblem } from '../../../ui/forms/amount';
import type { Translator } from '../../../ui/translate';
import { normalizedOption } from './draftPayload';
import type { DraftOption, DraftValues } from '../../../domain/drafts/draftModel';

/** One problem of the form: the RHF field path and a zod issue of the contract's schema. */
export interface DraftIssue {
  path: string;
  issue: Pick<z.core.$ZodIssue, 'code' | 'message'> & {
    expected?: string;
    minimum?: unknown;
    maximum?: unknown;
    origin?: string;
  };
}

const PRICE_FIELDS = ['net_price', 'full_net_price'] as const;

/**
 * An amount typed the Italian way ("45,50", "1.234,56"), read by the contract's readAmount (amountProblem): refused
 * when it cannot be read for sure, never scaled; then the contract's fee rule (≥ 0, cents). Empty means "missing".
 */
function amountIssue(value: string, path: string, required: boolean): DraftIssue | null {
  const problem = amountProblem(value, required);
  if (problem) return { path, issue: { code: 'custom', message: problem } };
  const amount = amountOrNull(value);
  if (amount === null) return null;
  const result = fee.safeParse(amount);
  return result.success ? null : { path, issue: { code: 'custom', message: apiErrors.feeNumber } };
}

function optionIssues(option: DraftOption, prefix: string): DraftIssue[] {
  // Amounts first, in the Italian reading; the schema then sees them as plain numbers (or missing).
  const issues: DraftIssue[] = [];
  for (const field of PRICE_FIELDS) {
    const problem = amountIssue(option[field], `${prefix}.${field}`, field === 'net_price');
    if (problem) issues.push(problem);
  }
  // item_code is not part of the contract's option: the schema strips it and it needs no rule (optional text).
  const result = QuotationOption.safeParse(normalizedOption(option));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = `${prefix}.${issue.path.join('.')}`;
      if (!issues.some((found) => found.path === path)) issues.push({ path, issue: issue as DraftIssue['issue'] });
    }
  }
  return issues;
}

/**
 * Every rule of SPEC §5 for the quotation form, taken from the contract (QuotationOption and the fee
 * rule): the web never restates them. Partial shipping is asked (and required) only with more than one row.
 */
export function validateDraft(values: DraftValues): DraftIssue[] {
  const issues = values.rows.flatMap((row, i) =>
    row.options.flatMap((option, j) => optionIssues(option, `rows.${i}.options.${j}`)),
  );
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
  if (issue.code === 'too_small' && issue.origin === 'number')
    return t('app.drafts.validation.min', { min: String(issue.minimum) });
  if (issue.code === 'too_big' && issue.origin === 'number')
    return t('app.drafts.validation.max', { max: String(issue.maximum) });
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
