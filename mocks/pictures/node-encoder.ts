import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { PictureEncoder } from './encoder';

/** Node: pngjs for PNG, jpeg-js for JPEG (both pure JavaScript, no native build). */
export const nodePictureEncoder: PictureEncoder = async (raster, format, quality) => {
  const data = Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength);
  if (format === 'jpg') {
    const encoded = jpeg.encode({ width: raster.width, height: raster.height, data }, quality);
    return new Uint8Array(encoded.data);
  }
  const png = new PNG({ width: raster.width, height: raster.height });
  data.copy(png.data);
  return new Uint8Array(PNG.sync.write(png));
};
