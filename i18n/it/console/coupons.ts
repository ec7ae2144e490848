/** Coupon in the operator console. */
export const couponsCopy = {
  name: 'Coupon |||| Coupon',
  fields: {
    id: 'N.',
    q: 'Cerca',
    code: 'Codice',
    free_credits: 'Crediti omaggio',
    valid_until: 'Valido fino al',
    max_uses: 'Utilizzi massimi',
    uses: 'Utilizzi finora',
    expired: 'Scaduto',
  },
  expire: 'Fai scadere',
  expiredDone: 'Coupon scaduto.',
  noLimit: 'Nessun limite',
} as const;
