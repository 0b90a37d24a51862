import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';

/**
 * Images made on the fly for the media tests and the upload benchmark (nothing binary is checked in).
 */

/** A photo-like JPEG: a colour gradient with noise, so it compresses like a real photo rather than a flat fill. */
export async function noisyJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  const pixels = randomBytes(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      // gradient plus ±32 of noise per channel
      pixels[i] = ((x * 255) / width + (pixels[i]! >> 2)) & 0xff;
      pixels[i + 1] = ((y * 255) / height + (pixels[i + 1]! >> 2)) & 0xff;
      pixels[i + 2] = (((x + y) * 128) / (width + height) + (pixels[i + 2]! >> 2)) & 0xff;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** A flat-colour image in the given format. */
export async function solidImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' = 'png',
  colour = '#3366cc',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a complete, valid greyscale PNG of `width`×`height` black pixels. Zeros deflate about
 * 1000:1, so 20000×20000 (400 MP, 400 MB once decoded) is a ~400 KB file, made in about half a second.
 */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // one deflate stream over every row (a filter byte and `width` zeros each), fed in blocks to keep memory small
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const ended = once(deflate, 'end');
  const rowsPerBlock = 100;
  const block = Buffer.alloc((width + 1) * rowsPerBlock);
  for (let row = 0; row < height; row += rowsPerBlock) {
    const rows = Math.min(rowsPerBlock, height - row);
    if (!deflate.write(block.subarray(0, (width + 1) * rows))) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(compressed)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
