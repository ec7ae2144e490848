import type { Vehicle } from '../../../contract';

/** 'AB123CD · Fiat Panda': plate (or chassis), then manufacturer and model. */
export function vehicleTitle(vehicle: Vehicle): string {
  const name = [vehicle.manufacturer_name, vehicle.model].filter(Boolean).join(' ');
  return [vehicle.plate ?? vehicle.chassis, name].filter(Boolean).join(' · ');
}
