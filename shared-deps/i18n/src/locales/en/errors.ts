// The `errors` namespace: the words for every message code (dotted codes nest:
// `coupon.max_amount` is errors.coupon.max_amount). Values come from the message's `values`
// (the server's `meta`). Every code the server can send and every client code has a key here
// and in every other language (errors-catalogue.test.ts).
export const errorsEn = {
  unknown: 'Something went wrong. Please try again.',
  network: {
    offline: 'No connection: check your network and try again.',
    bad_answer: 'The server sent an answer that could not be read. Please try again.',
    cancelled: 'The request was cancelled.',
    server: 'Something went wrong on our side. Please try again.',
  },
  // the browser's own checks of a form, before any call
  form: {
    required: 'Fill this in',
  },
  auth: {
    bad_credentials: 'The login or password is wrong',
    too_many_attempts: 'Too many failed attempts. Try again in {{minutes}} min.',
  },
};

export type ErrorsDictionary = typeof errorsEn;
