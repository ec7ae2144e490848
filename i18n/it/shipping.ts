/**
 * Italian copy of the courier loop: the shipment states as the dealer and the customer read them, the label's words,
 * the API's refusals and the notifications each step sends.
 */
export const shipmentStateNames = {
  booked: 'Etichetta creata',
  'picked-up': 'Presa in carico',
  'in-transit': 'In transito',
  'out-for-delivery': 'In consegna',
  delivered: 'Consegnato',
  exception: 'Problema di consegna',
  cancelled: 'Spedizione annullata',
} as const;

export const shippingMessages = {
  parcels: 'Indica da 1 a 20 colli',
  weight: 'Indica il peso in kg, per esempio 2,5 (da 0,1 a 1.000 kg)',
  size: 'Indica le misure in cm (da 1 a 300)',
  pickupDate: 'Indica una data di ritiro da oggi in poi',
  notShippable:
    'L’etichetta si crea per un preventivo pagato online o accettato con pagamento offline, non ancora spedito.',
  alreadyShipped: 'La spedizione di questo preventivo è già stata confermata.',
  alreadyBooked: 'Per questo preventivo c’è già un’etichetta.',
  noShipment: 'Questo preventivo non ha una spedizione con etichetta.',
  notCancellable: 'Il corriere ha già preso in carico il pacco: la spedizione non si può più annullare.',
  courierUnavailable: 'Il corriere non risponde: riprova tra qualche minuto.',
  courierRefused: (detail: string) => `Il corriere ha rifiutato la spedizione: ${detail}`,
  addressMissing: 'Manca l’indirizzo del ricambista o del cliente: completalo prima di creare l’etichetta.',
  webhookInvalid: 'Evento del corriere non valido o firma non verificata.',
  webhookApplied: 'Evento applicato',
  webhookReplayed: 'Evento già ricevuto: nessuna modifica',
  webhookUnknown: 'Spedizione sconosciuta: evento ignorato',
} as const;

/** The words printed on the 10×15 label (standard PDF fonts: no typographic quotes). */
export const labelText = {
  sender: 'Mittente',
  recipient: 'Destinatario',
  parcels: (count: number) => `Colli: ${count}`,
  weight: (kg: string) => `Peso: ${kg} kg`,
  size: (l: number, w: number, h: number) => `Misure: ${l} x ${w} x ${h} cm`,
  pickup: (date: string) => `Ritiro: ${date}`,
  reference: (code: string) => `Rif. ${code}`,
  cod: (amount: string) => `CONTRASSEGNO: ${amount}`,
  noCod: 'Nessun contrassegno',
  tracking: 'Codice di tracciamento',
} as const;

interface NotificationText {
  title: string;
  text: string;
}

/** What the customer is told at each step of the shipment, and the dealer at delivery. */
export const shipmentNotifications = {
  customerStep: (code: string, state: keyof typeof shipmentStateNames): NotificationText => ({
    title: `Spedizione: ${shipmentStateNames[state]}`,
    text:
      state === 'delivered'
        ? `Il ricambio del preventivo ${code} è stato consegnato. Se qualcosa non va, da oggi puoi chiedere il reso.`
        : `Aggiornamento della spedizione del preventivo ${code}: ${shipmentStateNames[state]}.`,
  }),
  dealerDelivered: (code: string): NotificationText => ({
    title: 'Consegnato dal corriere',
    text: `Il corriere ha consegnato al cliente il ricambio del preventivo ${code}.`,
  }),
} as const;
