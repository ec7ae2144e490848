import { gapBandText } from '../quotations.js';

/** Web copy of dealer intelligence in the drafts editor and the quotations: price memory and outcome. */
export const intelligenceCopy = {
  priceMemory: {
    title: 'I tuoi ultimi prezzi',
    titleFor: 'I tuoi ultimi prezzi: %{part}',
    date: 'Data',
    brand: 'Marca',
    condition: 'Condizione',
    netPrice: 'Prezzo netto',
    vat: 'IVA',
    outcome: 'Esito',
    actions: 'Azioni',
    vatRate: '%{rate}%',
    reuse: 'Riusa',
    reuseLabel: 'Riusa il prezzo del %{date} (%{brand}, %{price}) per %{part}',
    sameVehicle: 'stesso veicolo',
    outcomes: {
      accepted: 'Accettato',
      'not-chosen': 'Non scelto',
      pending: 'In attesa',
      expired: 'Scaduto',
    },
  },
  outcome: {
    won: 'Hai vinto',
    lost: 'Non scelto',
    expired: 'Scaduto senza scelta',
    rank: 'Posizione %{rank} di %{quotes}',
    gap: gapBandText,
  },
} as const;
