import { PICTURE_MIME, type PictureEncoder } from './encoder';

/** The browser: the pixels go onto a canvas, which writes the PNG or JPEG. */
export const canvasPictureEncoder: PictureEncoder = async (raster, format, quality) => {
  const canvas = new OffscreenCanvas(raster.width, raster.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.putImageData(new ImageData(raster.data, raster.width, raster.height), 0, 0);
  const blob = await canvas.convertToBlob({ type: PICTURE_MIME[format], quality: quality / 100 });
  return new Uint8Array(await blob.arrayBuffer());
};
