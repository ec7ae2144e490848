import { stockCopy } from '../../../i18n/it/app/stock';

/**
 * The copy of Magazzino and of the draft editor's stock suggestions (i18n/it/app/stock.ts), read by the lazy chunks
 * that show it rather than merged into the app catalog: the catalog is in every page's first load, and these
 * ~6 KB of text would have put the portal over its size budget (docs/decisions.md). Only the route title and the nav
 * label ("Magazzino") are in the catalog.
 */
export const stockText = stockCopy;

export { fill } from '../../ui/fill';
