/** Italian names of the money register's movements (contract MOVEMENT_KINDS): the dealer's "Movimenti", the console's register. */
export const movementLabels = {
  opening: 'Saldo iniziale',
  credit_purchase: 'Acquisto crediti',
  coupon_credits: 'Crediti omaggio (coupon)',
  superseded_credit: 'Pagamento accreditato nel portafoglio',
  fee_paid_credits: 'Fee pagata con i crediti',
  fee_due: 'Fee da saldare',
  fee_paid_order: 'Fee saldate con carta (IVA inclusa)',
  adjustment: 'Rettifica dell’operatore',
  refund: 'Rimborso dell’ordine',
  customer_payment: 'Pagamento online del cliente (incassato per tuo conto)',
  unapplied_payment: 'Pagamento da abbinare o rimborsare',
  subscription: 'Abbonamento',
  reversal: 'Storno',
} as const;
