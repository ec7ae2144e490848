/** Italian copy of the server side of dealer intelligence: API messages of price memory and statistics. */
export const intelligenceMessages = {
  rangeTooLong: (days: number) => `L’intervallo può coprire al massimo ${days} giorni`,
  analyticsThrottled: (seconds: number) => `Troppe richieste di statistiche: riprova tra ${seconds} secondi.`,
} as const;
