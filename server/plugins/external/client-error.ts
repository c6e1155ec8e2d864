import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { everyAnswerHeaders } from './security-headers';

// A request Node's HTTP parser refuses (a malformed request line or header, headers over the
// limit, a request that took too long) never reaches Fastify's hooks or error handler. Fastify's
// default answer to it has neither the error envelope nor the security headers; this one has
// both (issue 23: every answer carries the headers, malformed input answers with the envelope).
// Scripts run on no such answer, so the policy is the fixed one without CDN origins.

const headerLines = Object.entries(everyAnswerHeaders([]))
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

function answerOf(code: string | undefined): { status: number; code: string; detail: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'request.timeout', detail: 'The request took too long to arrive' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'request.headers_too_large', detail: 'The request headers are too large' };
  return { status: 400, code: 'request.bad', detail: 'The request is not valid HTTP' };
}

export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // a reset connection has nobody to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const a = answerOf(error.code);
    const body = JSON.stringify({ errors: [{ status: String(a.status), code: a.code, detail: a.detail }] });
    socket.write(
      `HTTP/1.1 ${a.status} ${STATUS_CODES[a.status]}\r\n${headerLines}content-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
