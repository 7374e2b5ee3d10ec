/** spec §9: each click on minus shows the logo at 0.8, on plus at 1.2 times its size. */
export function scaleLogo(scale: number, direction: 'minus' | 'plus'): number {
  return Math.round(scale * (direction === 'minus' ? 0.8 : 1.2) * 1000) / 1000;
}

/** The pixel size of an image drawn at `scale`; never below one pixel. */
export function scaledSize(width: number, height: number, scale: number): { width: number; height: number } {
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Canvases encode png and jpeg only: a jpeg stays a jpeg, everything else (gif, bmp) becomes a png. */
export function scaledLogoType(dataUrl: string): 'image/jpeg' | 'image/png' {
  return /^data:image\/jpe?g[;,]/i.test(dataUrl) ? 'image/jpeg' : 'image/png';
}

/** Bytes a base64 data URL decodes to. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * The logo redrawn at `scale`, so the stored logo is the one the ×0.8 / ×1.2 buttons showed
 * (the survey has no column for a scale). Scaling once from the original at save time keeps the
 * quality that repeated resizing per click would lose.
 */
export async function scaleLogoImage(dataUrl: string, scale: number): Promise<string> {
  if (scale === 1) return dataUrl;
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const { width, height } = scaledSize(image.naturalWidth, image.naturalHeight, scale);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to scale the logo on.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return canvas.toDataURL(scaledLogoType(dataUrl), 0.92);
}
