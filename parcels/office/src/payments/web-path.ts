/** A /web-api path of the contract as the ApiClient takes it ('web:/payments/...'), so the configured base applies. */
export const webPath = (path: string) => path.replace(/^\/web-api/, 'web:');
