// The PWA's touch icons (spec 2 §9: 72, 96, 128, 144, 152, 192, 384, 512), drawn and encoded as
// PNG on the server the first time each is asked for: no asset files, nothing external.
import { deflateSync } from 'node:zlib';

export const TOUCH_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;
export type TouchIconSize = (typeof TOUCH_ICON_SIZES)[number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGBA image as PNG. `pixel(x, y)` gives [r, g, b, a]. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** The site's mark: a navy square, a blue disc, a white ring. */
function brandPixel(size: number) {
  const c = (size - 1) / 2;
  return (x: number, y: number): [number, number, number, number] => {
    const d = Math.hypot(x - c, y - c) / size;
    if (d < 0.2) return [255, 255, 255, 255];
    if (d < 0.3) return [26, 115, 232, 255];
    if (d < 0.34) return [255, 255, 255, 255];
    return [20, 33, 61, 255];
  };
}

const icons = new Map<number, Buffer>();
export function touchIcon(size: TouchIconSize): Buffer {
  let png = icons.get(size);
  if (!png) {
    png = encodePng(size, size, brandPixel(size));
    icons.set(size, png);
  }
  return png;
}

export function isTouchIconSize(n: number): n is TouchIconSize {
  return (TOUCH_ICON_SIZES as readonly number[]).includes(n);
}
