import { below, crashPointHundredths, diceRollHundredths, fairDraw, fairUints, hmacSha256, kenoDraw, sha256Hex } from './index';

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

test('SHA-256 and HMAC-SHA256 are the standard ones (FIPS 180-2, RFC 4231 case 2)', async () => {
  expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  expect(hex(await hmacSha256('Jefe', 'what do ya want for nothing?'))).toBe(
    '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
  );
});

test('the stream is the HMAC blocks read as big-endian 32-bit integers, block after block', async () => {
  const block0 = await hmacSha256('seed', 'client:7:0');
  const block1 = await hmacSha256('seed', 'client:7:1');
  const u = await fairUints('seed', 'client', 7, 10);
  expect(u[0]).toBe(new DataView(block0.buffer).getUint32(0, false));
  expect(u[7]).toBe(new DataView(block0.buffer).getUint32(28, false));
  expect(u[8]).toBe(new DataView(block1.buffer).getUint32(0, false));
  expect(u).toHaveLength(10);
});

test('the same seeds and nonce always give the same draw; another nonce another', async () => {
  const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'mine', nonce: 3 };
  expect(await fairDraw('keno', seeds)).toEqual(await fairDraw('keno', seeds));
  expect(await fairDraw('keno', seeds)).not.toEqual(await fairDraw('keno', { ...seeds, nonce: 4 }));
  const slot = await fairDraw('slot', seeds, [30, 31, 32, 33, 34]);
  expect(slot.engine === 'slot' && slot.stops.every((s, r) => s >= 0 && s < 30 + r)).toBe(true);
});

test('keno draws 20 distinct numbers of 1..80', () => {
  const u = Array.from({ length: 20 }, (_, i) => (i * 2_654_435_761) >>> 0);
  const drawn = kenoDraw(u);
  expect(new Set(drawn).size).toBe(20);
  expect(drawn.every((n) => n >= 1 && n <= 80)).toBe(true);
});

test('integer mappings cover their ranges exactly', () => {
  expect(below(0, 80)).toBe(0);
  expect(below(2 ** 32 - 1, 80)).toBe(79);
  expect(diceRollHundredths(0)).toBe(0);
  expect(diceRollHundredths(2 ** 32 - 1)).toBe(9999);
  expect(crashPointHundredths(0)).toBe(100);
  // u = X / 2: 99 * 2 = 198 -> 1.98x
  expect(crashPointHundredths(2 ** 31)).toBe(198);
  expect(crashPointHundredths(2 ** 32 - 1)).toBeGreaterThan(1_000_000);
});
