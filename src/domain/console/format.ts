/*
 * How the console's react-admin fields show money, as the rest of the product does (src/ui/format.ts): Italian
 * grouping always ("1.146,65 €": it-IT leaves four-digit numbers ungrouped by default, so the lists showed
 * "1146,65 €") and always two decimals (credits read "10,50", never "10,5").
 */
/** Euro: `<NumberField options={euro} />`. */
export const euro = { style: 'currency', currency: 'EUR', useGrouping: 'always' } as const;
/** Credits and other amounts without the currency sign. */
export const amount = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' } as const;
