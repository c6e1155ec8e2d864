// SHA-256 and HMAC-SHA256 through Web Crypto (`crypto.subtle`), the same code in node (>= 20)
// and the browser (a secure context: https or localhost).

/** UTF-8 bytes of a text (made when called: nothing runs on import). */
const utf8 = (text: string) => new TextEncoder().encode(text);

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
  return hex(await subtle().digest('SHA-256', utf8(text)));
}

/** Imported keys by their text (a seed signs many rounds); emptied when it grows past 1,000. */
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(key: string): Promise<CryptoKey> {
  let k = keys.get(key);
  if (!k) {
    if (keys.size >= 1000) keys.clear();
    k = subtle().importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(key, k);
  }
  return k;
}

/** HMAC-SHA256 of `message` under `key` (both as UTF-8 text): 32 bytes. */
export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  return new Uint8Array(await subtle().sign('HMAC', await hmacKey(key), utf8(message)));
}
