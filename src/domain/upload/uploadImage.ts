import { api } from '../../platform/api/auth';

/** Reads a picked file as base64 (without the data: prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** POST /upload/file (the same size rules and hourly quota as every upload): answers the image's /media address. */
export async function uploadImage(file: File): Promise<string> {
  const { url } = await api.post('uploadFile', {
    body: { file: await readBase64(file), name: file.name.slice(0, 200) },
  });
  return url;
}
