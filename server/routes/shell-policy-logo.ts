// The policy logo (spec 2 §2, §9): a small GIF drawn and encoded here, no asset file needed.

const PALETTE = [
  [255, 255, 255],
  [26, 115, 232],
  [13, 71, 161],
  [255, 193, 7],
] as const;

/** The badge: a blue disc with a darker ring and a gold star-like centre, 4 colours. */
function drawBadge(size: number): number[] {
  const pixels: number[] = [];
  const c = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - c, y - c);
      const diamond = Math.abs(x - c) + Math.abs(y - c);
      pixels.push(d > c ? 0 : d > c - 3 ? 2 : diamond < c / 2 ? 3 : 1);
    }
  }
  return pixels;
}

/**
 * A GIF89a of 4-colour pixels. LZW without compression: a clear code before every second
 * pixel keeps the code width at 3 bits, which every decoder reads.
 */
export function encodeGif(width: number, height: number, pixels: readonly number[]): Buffer {
  const codes: number[] = [];
  const CLEAR = 4;
  const END = 5;
  pixels.forEach((p, i) => {
    if (i % 2 === 0) codes.push(CLEAR);
    codes.push(p);
  });
  codes.push(END);
  const data: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const code of codes) {
    acc |= code << bits;
    bits += 3;
    while (bits >= 8) {
      data.push(acc & 0xff);
      acc >>= 8;
      bits -= 8;
    }
  }
  if (bits > 0) data.push(acc & 0xff);
  const blocks: number[] = [];
  for (let i = 0; i < data.length; i += 255) {
    const chunk = data.slice(i, i + 255);
    blocks.push(chunk.length, ...chunk);
  }
  const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'ascii'),
    ...u16(width),
    ...u16(height),
    0x81, // global colour table of 4 entries
    0,
    0,
    ...PALETTE.flat(),
    0x2c,
    ...u16(0),
    ...u16(0),
    ...u16(width),
    ...u16(height),
    0,
    2, // LZW minimum code size
    ...blocks,
    0,
    0x3b,
  ]);
}

let logo: Buffer | null = null;
/** The logo, drawn on first use. */
export function policyLogo(): Buffer {
  logo ??= encodeGif(32, 32, drawBadge(32));
  return logo;
}
