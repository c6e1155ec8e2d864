// The outbox (issue 15): every mail is a row first; with SMTP_URL it is sent through nodemailer
// in the background and marked sent, and a failing SMTP server leaves the row with its error (the request that
// wrote the mail does not fail). A tiny SMTP server stands in for the real one.
import { createServer, type Server } from 'node:net';
import { buildServices } from '../../server/app';
import { FakeClock } from './fake-clock';
import { createTestDb, type TestDb } from './helper';

jest.setTimeout(30_000);

/** Speaks just enough SMTP for nodemailer; `reject` answers the recipient with 550. */
function smtpServer(received: string[], reject = false): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    let data = false;
    let message = '';
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'MAIL') socket.write('250 ok\r\n');
        else if (verb === 'RCPT') socket.write(reject ? '550 no such mailbox\r\n' : '250 ok\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port })));
}

describe('outbox', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb('sqlite');
  });
  afterAll(async () => {
    await db.drop();
  });

  test('without SMTP_URL a mail stays in the table, unsent', async () => {
    const services = await buildServices({ database: db.database, clock: new FakeClock(), tokenSecret: 'x' });
    try {
      await services.outbox.enqueue('a@example.com', 'Hello', 'Body');
      expect(await services.outbox.latest(1, 'a@example.com')).toEqual([{ id: expect.any(Number), to: 'a@example.com', subject: 'Hello', body: 'Body', createdAt: expect.any(Number), sentAt: null, error: null }]);
    } finally {
      await services.close();
    }
  });

  test('with SMTP_URL the mail is sent through nodemailer and marked sent; a refusal is kept as its error', async () => {
    const received: string[] = [];
    const ok = await smtpServer(received);
    const refusing = await smtpServer([], true);
    const clock = new FakeClock();
    const sending = await buildServices({ database: db.database, clock, tokenSecret: 'x', smtpUrl: `smtp://127.0.0.1:${ok.port}` });
    const failing = await buildServices({ database: db.database, clock, tokenSecret: 'x', smtpUrl: `smtp://127.0.0.1:${refusing.port}` });
    try {
      await sending.outbox.enqueue('b@example.com', 'Reset your password', 'Open http://x/en/user/passwordreset?token=abc');
      await sending.outbox.idle();
      const [sent] = await sending.outbox.latest(1, 'b@example.com');
      expect(sent).toMatchObject({ sentAt: clock.now(), error: null });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^To: b@example.com$/m);
      expect(received[0]).toMatch(/^Subject: Reset your password$/m);
      expect(received[0]).toContain('passwordreset?token=abc');

      await failing.outbox.enqueue('c@example.com', 'Hi', 'Body');
      await failing.outbox.idle();
      const [kept] = await failing.outbox.latest(1, 'c@example.com');
      expect(kept!.sentAt).toBeNull();
      expect(kept!.error).toMatch(/550|mailbox/);
    } finally {
      await sending.close();
      await failing.close();
      ok.server.close();
      refusing.server.close();
    }
  });
});
