/**
 * Company accounts: a dealer is a company; its people log in with their own email and password and one
 * role each. Plain data (no zod): the route table (paths.ts) and the portal's first load read it.
 */
export const STAFF_ROLES = ['owner', 'quoter', 'shipping', 'billing'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles other than the owner's: the owner may do everything, these only what a route names (RoutePath.staff). */
export type DelegatedRole = Exclude<StaffRole, 'owner'>;

/** Which areas of the dealer's work each role has (the portal derives its nav and guards from the same areas). */
export const STAFF_AREAS = {
  /** Requests, drafts, templates, sending quotations, price memory, stock. */
  quoting: ['quoter'],
  /** Accepted quotations, tracking, stock. */
  shipping: ['shipping'],
  /** The chat with customers. */
  chat: ['quoter', 'shipping'],
  /** Wallet, credits, fees, invoices, subscription, IBAN. */
  billing: ['billing'],
  /** Quotation lists: quoting and shipping both work from them. */
  orders: ['quoter', 'shipping'],
  /** Magazzino, the stock and price list (owner, quoter and billing). */
  stock: ['quoter', 'billing'],
  /** "Resi": the returns list and its records (Magazzino answers and receives, Amministrazione refunds). */
  returns: ['shipping', 'billing'],
  /** Read by every role: notices, provinces served. */
  everyone: ['quoter', 'shipping', 'billing'],
} as const satisfies Record<string, readonly DelegatedRole[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

/** Whether a person with `role` may work in `area` (the owner always may). */
export const mayWorkIn = (role: StaffRole, area: StaffArea | undefined): boolean =>
  role === 'owner' || (area !== undefined && (STAFF_AREAS[area] as readonly DelegatedRole[]).includes(role));

/** How long an invitation link stays valid. */
export const INVITATION_TTL_HOURS = 72;
