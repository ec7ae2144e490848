/**
 * The dealer portal's react-admin resources. The dealer registry (src/apps/dealer/registry.ts) fails the type check
 * when its features declare a resource this list lacks, or this list names one no feature declares.
 */
export type ResourceName =
  'conversations' | 'invoices' | 'notifications' | 'quotations' | 'staff' | 'stock' | 'submissions' | 'templates';

/**
 * The query key of a resource's react-admin queries (`[name, method?]`): invalidating or updating another screen's
 * lists names the resource, and a name no feature declares fails the type check.
 */
export const resourceKey = (name: ResourceName, method?: 'getList' | 'getOne' | 'getMany') =>
  method ? [name, method] : [name];
