const IMAGE_EXTENSIONS = /\.(avif|bmp|gif|jpe?g|png|svg|webp)$/i;

/** The path of a URL without query or fragment (also for relative URLs such as /media/x.png). */
function pathOf(url: string): string {
  return url.split(/[?#]/)[0] ?? '';
}

/** Whether an attachment can be shown as an image (by its extension, or a data:image URL). */
export function isImageUrl(url: string): boolean {
  return url.startsWith('data:image/') || IMAGE_EXTENSIONS.test(pathOf(url));
}

export function isPdfUrl(url: string): boolean {
  return url.startsWith('data:application/pdf') || /\.pdf$/i.test(pathOf(url));
}

/** The file name at the end of a URL ('carta.pdf'), for labels and downloads. */
export function fileNameOf(url: string): string {
  const name = pathOf(url).split('/').pop() ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
