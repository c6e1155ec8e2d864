import { signBody, verifyBody } from './signature';

describe('webhook signatures', () => {
  const body = '{"requestId":1,"status":"success","amount":10,"currency":"RUB","providerTxId":"t1"}';
  test('the signature is the lowercase hex HMAC-SHA256 of the raw body', () => {
    // openssl dgst -sha256 -hmac secret of the body above
    expect(signBody('secret', body)).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyBody('secret', body, signBody('secret', body))).toBe(true);
  });
  test('another body, another secret, upper case, a short or missing signature are refused', () => {
    const sig = signBody('secret', body);
    expect(verifyBody('secret', body + ' ', sig)).toBe(false);
    expect(verifyBody('other', body, sig)).toBe(false);
    expect(verifyBody('secret', body, sig.toUpperCase())).toBe(false);
    expect(verifyBody('secret', body, sig.slice(2))).toBe(false);
    expect(verifyBody('secret', body, undefined)).toBe(false);
    expect(verifyBody('secret', body, [sig])).toBe(false);
  });
});
