export { uploadImage } from './uploadImage';
export { PhotoPicker } from './PhotoPicker';
