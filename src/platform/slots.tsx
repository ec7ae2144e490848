import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import type { Quotation, Submission, SubmissionFilter, User } from '../../contract';

/**
 * What one dealer feature draws inside another's screen. A feature never imports another: the one that owns the part
 * fills its slot in its manifest (`slots`), the app hands every filled slot down (SlotsProvider), and the screen
 * draws the slot by name.
 */
export interface SlotProps {
  /** On a request's detail: "Non posso offrire". */
  DeclineButton: { submission: Submission; filter: SubmissionFilter };
  /** On the request lists: the way to "Richieste rifiutate". */
  DeclinedLink: Record<string, never>;
  /** On the request lists: the undo of the last decline. */
  DeclineUndo: Record<string, never>;
  /** In the owner's profile: the stock import's API keys. */
  StockApiKeys: { dealerId: number };
  /** In the owner's profile: the company's people. */
  TeamSection: { dealerId: number };
  /** In a colleague's profile: who they are in the company. */
  StaffSelfCard: { user: User };
  /** In the wallet's accepted quotations: the quotation's state tags. */
  QuotationTags: { quotation: Quotation };
  /** In the owner's profile: the returns policy for buyers with a VAT number. */
  ReturnPolicy: { dealerId: number };
}

export type Slots = { [K in keyof SlotProps]: ComponentType<SlotProps[K]> };

const SlotsContext = createContext<Partial<Slots>>({});

export function SlotsProvider({ slots, children }: { slots: Partial<Slots>; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

/**
 * The component that draws a slot: inside its own Suspense (a slot's code may load when first drawn, and the screen
 * around it must not wait), nothing where the app fills no such slot.
 */
export function slot<K extends keyof SlotProps>(name: K): ComponentType<SlotProps[K]> {
  function Slot(props: SlotProps[K]) {
    const Filled = useContext(SlotsContext)[name] as ComponentType<SlotProps[K]> | undefined;
    if (!Filled) return null;
    return (
      <Suspense fallback={null}>
        <Filled {...props} />
      </Suspense>
    );
  }
  Slot.displayName = `Slot(${name})`;
  return Slot;
}
