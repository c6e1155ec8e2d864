import { ApiError, errorFromResponse, messageOf } from './index';

test('a refusal becomes its code and the values its message needs', () => {
  const err = errorFromResponse(422, { errors: [{ status: '422', code: 'coupon.max_amount', detail: 'stake above 500 EUR', meta: { max: 500, currency: 'EUR' } }] });
  expect(messageOf(err)).toEqual({ code: 'coupon.max_amount', values: { max: 500, currency: 'EUR' } });
});

test('network, parse, cancel, bare 5xx and foreign errors have client codes', () => {
  expect(messageOf(new ApiError('network', 0, 'down'))).toEqual({ code: 'network.offline' });
  expect(messageOf(new ApiError('parse', 200, 'x'))).toEqual({ code: 'network.bad_answer' });
  expect(messageOf(new ApiError('cancel', 499, 'x'))).toEqual({ code: 'network.cancelled' });
  expect(messageOf(errorFromResponse(502, '<html>'))).toEqual({ code: 'network.server' });
  expect(messageOf(new Error('boom'))).toEqual({ code: 'unknown' });
});
