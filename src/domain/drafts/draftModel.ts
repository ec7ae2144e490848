import type { PartCondition, Submission } from '../../../contract';
import { formatAmount } from '../../../contract/amounts';
import { DEFAULT_OPTION_QUANTITY, DEFAULT_QUOTATION_VAT } from '../../../contract/constants';

/**
 * One option as the form edits it: numeric fields are kept as the text typed in the input, so an empty
 * field stays empty (the contract's QuotationOption turns numeric strings into numbers when validating).
 */
export interface DraftOption {
  submission_row_id: number;
  quantity: string;
  part_code: string;
  item_code: string;
  brand: string;
  condition: PartCondition;
  notes: string;
  net_price: string;
  /** '22' or '10' (QUOTATION_VAT_RATES). */
  tax_import: string;
  full_net_price: string;
  discount: string;
}

/** A requested row of the submission being quoted, with its options (at least one). */
export interface DraftRow {
  submission_row_id: number;
  options: DraftOption[];
}

/** The editable part of a draft: what the quotation form holds. */
export interface DraftValues {
  rows: DraftRow[];
  shipping_cost_flat: string;
  shipping_cost_partial: string;
}

/** Who is editing a draft kept on the server. */
export interface DraftEditor {
  id: number;
  name: string;
}

/**
 * How this browser's copy of a draft stands against the server's (draftSync.ts). A copy without `version`
 * was never saved on the server (a new draft, or one from before drafts moved there): it is pushed as new.
 */
export interface DraftSyncState {
  /** The server's version this copy was read or saved at. */
  version?: number;
  /** Edits of this browser not yet on the server (offline, or refused): kept until saved or replaced on purpose. */
  dirty?: boolean;
  /** The person editing it, as the server last said; absent for a draft not yet saved (this person's). */
  editor?: DraftEditor | null;
  /** The server's Italian refusal of the last save (409 draft_conflict): the text stays here until the person decides. */
  conflict?: string;
  /** Bumped when the text is replaced from outside the form (taken over, the saved one taken): the form starts again. */
  seed?: number;
}

/** A draft quotation (SPEC §3 "Draft"): one per submission, kept on the server with a copy in this browser. */
export interface Draft extends DraftValues, DraftSyncState {
  submission_id: number;
  created_at: string;
  /** Snapshot of the submission when the draft was created: enough to render without the network. */
  submission: Submission;
}

export interface ShippingDefaults {
  default_flat_fee: number;
  default_partial_fee: number;
}

export function defaultOption(submissionRowId: number): DraftOption {
  return {
    submission_row_id: submissionRowId,
    quantity: String(DEFAULT_OPTION_QUANTITY),
    part_code: '',
    item_code: '',
    brand: '',
    condition: 'new',
    notes: '',
    net_price: '',
    tax_import: String(DEFAULT_QUOTATION_VAT),
    full_net_price: '',
    discount: '',
  };
}

/** SPEC §4: the selected rows, or every row when none is selected; each row starts with one default option. */
export function createDraft(
  submission: Submission,
  selectedRowIds: readonly number[],
  fees: ShippingDefaults | null,
  now: Date = new Date(),
): Draft {
  const selected = new Set(selectedRowIds);
  const picked = submission.submission_rows.filter((row) => selected.has(row.id));
  const rows = (picked.length > 0 ? picked : submission.submission_rows).map((row) => ({
    submission_row_id: row.id,
    options: [defaultOption(row.id)],
  }));
  return {
    submission_id: submission.id,
    created_at: now.toISOString(),
    submission,
    rows,
    shipping_cost_flat: fees ? formatAmount(fees.default_flat_fee) : '',
    shipping_cost_partial: fees && rows.length > 1 ? formatAmount(fees.default_partial_fee) : '',
  };
}

/** A shape check of what storage holds: anything else (older format, hand edits) is discarded. */
export function looksLikeDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<Draft>;
  return (
    typeof draft.submission_id === 'number' &&
    Array.isArray(draft.rows) &&
    draft.rows.every(
      (row) => typeof row === 'object' && row !== null && Array.isArray(row.options) && row.options.length > 0,
    ) &&
    typeof draft.submission === 'object' &&
    draft.submission !== null &&
    Array.isArray(draft.submission.submission_rows)
  );
}
