import type { Random } from './random.js';

const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const WORLD_MANUFACTURER_IDS: Record<string, string> = {
  Fiat: 'ZFA',
  'Alfa Romeo': 'ZAR',
  Lancia: 'ZLA',
  Abarth: 'ZFA',
  Volkswagen: 'WVW',
  Audi: 'WAU',
  BMW: 'WBA',
  'Mercedes-Benz': 'WDD',
  Renault: 'VF1',
  Peugeot: 'VF3',
  Citroën: 'VF7',
  Opel: 'W0L',
  Ford: 'WF0',
};

/** First plate letter by registration year, as Italian plates advance over time (AA 000 AA format). */
function plateInitial(year: number): string {
  if (year < 2009) return 'D';
  if (year < 2014) return 'E';
  if (year < 2019) return 'F';
  return 'G';
}

/** Plate, chassis number or both: most requests carry the plate, some only the chassis (VIN). */
export function vehicleIdentity(
  rng: Random,
  manufacturer: string,
  year: number,
): { plate: string | null; chassis: string | null } {
  const roll = rng.next();
  const plate = `${plateInitial(year)}${rng.chars(PLATE_LETTERS, 1)}${rng.int(100, 999)}${rng.chars(PLATE_LETTERS, 2)}`;
  const chassis = `${WORLD_MANUFACTURER_IDS[manufacturer] ?? rng.chars(PLATE_LETTERS, 3)}${rng.chars(VIN_CHARS, 14)}`;
  if (roll < 0.8) return { plate, chassis: null };
  if (roll < 0.9) return { plate: null, chassis };
  return { plate, chassis };
}
