// SHA-256 and HMAC-SHA256 through Web Crypto (`crypto.subtle`), the same code in node (>= 20)
// and the browser (a secure context: https or localhost).

const encoder = new TextEncoder();

function subtle(): SubtleCrypto {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (!c?.subtle) throw new Error('Web Crypto (crypto.subtle) is not available here');
  return c.subtle;
}

function hex(bytes: ArrayBuffer): string {
  let out = '';
  for (const b of new Uint8Array(bytes)) out += b.toString(16).padStart(2, '0');
  return out;
}

/** The lowercase hex SHA-256 of a text's UTF-8 bytes (a server seed's published hash). */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await subtle().digest('SHA-256', encoder.encode(text)));
}

/** HMAC-SHA256 of `message` under `key` (both as UTF-8 text): 32 bytes. */
export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const k = await subtle().importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', k, encoder.encode(message)));
}
