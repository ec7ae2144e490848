import type { CustomerSubmission } from '../../../../contract/api/customer';

/** Plate (or chassis), manufacturer and model of a request's vehicle, in one line. */
export const vehicleTitle = (request: Pick<CustomerSubmission, 'vehicle'>) =>
  [request.vehicle.plate ?? request.vehicle.chassis, request.vehicle.manufacturer_name, request.vehicle.model]
    .filter(Boolean)
    .join(' · ');
