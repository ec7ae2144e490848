/** What other customer features use of the requests feature. */
export { uploadImage } from './upload';
export { Countdown } from './Countdown';
export { vehicleTitle } from './vehicle';
