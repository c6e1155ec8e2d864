import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FeedEvent } from '../../server/feed/index';
import { parseGames } from '../../server/routes/live-stream';
import { FAN_OUT_CHUNK, InProcessPublisher } from '../../server/plugins/app/sportsbook/publisher';
import { RedisPublisher } from '../../server/plugins/app/sportsbook/redis-publisher';
import { SseClient } from '../../server/plugins/app/sportsbook/sse-client';
import { buildTestApp, type TestApp } from './helper';

const odds = (gameId: number, marketId = gameId * 100 + 1): FeedEvent => ({ type: 'odds', at: 1, marketId, gameId, coef: 2 });

describe('in-process publisher', () => {
  test('every listener gets each batch; unsubscribe stops it; a throwing listener does not stop the others', () => {
    const errors: unknown[] = [];
    const pub = new InProcessPublisher((e) => errors.push(e));
    const a: FeedEvent[][] = [];
    const b: FeedEvent[][] = [];
    pub.subscribe(() => {
      throw new Error('boom');
    });
    const offA = pub.subscribe((e) => a.push([...e]));
    pub.subscribe((e) => b.push([...e]));
    pub.publish([odds(1)]);
    offA();
    pub.publish([odds(2)]);
    pub.publish([]);
    expect(a).toEqual([[odds(1)]]);
    expect(b).toEqual([[odds(1)], [odds(2)]]);
    expect(errors).toHaveLength(2);
  });

  test('with many listeners (1,000 open streams) the fan-out lets other work in between chunks, and every listener still gets the batches in order', async () => {
    const pub = new InProcessPublisher();
    const got: number[][] = Array.from({ length: 2.5 * FAN_OUT_CHUNK }, () => []);
    got.forEach((seen) => pub.subscribe((e) => seen.push(e[0]!.gameId)));
    pub.publish([odds(1)]);
    pub.publish([odds(2)]);
    // the first chunk at once; the rest not yet: a request waiting in the event loop goes first
    expect(got.filter((s) => s.length > 0)).toHaveLength(FAN_OUT_CHUNK);
    let otherWorkRan = false;
    setImmediate(() => (otherWorkRan = true));
    // counted in turns of the event loop, not milliseconds: a loaded CI machine cannot flake it
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    await turn();
    expect(otherWorkRan).toBe(true);
    const allDelivered = () => got.every((s) => s.join() === '1,2');
    expect(allDelivered()).toBe(false);
    // 2 batches x 250 listeners in chunks of FAN_OUT_CHUNK: the first chunk ran at once, each other takes one turn
    const chunks = Math.ceil((2 * got.length) / FAN_OUT_CHUNK);
    for (let i = 1; i < chunks - 1; i++) await turn();
    expect(allDelivered()).toBe(true);
  });
});

describe('SSE client', () => {
  function sink(highWaterMark = 16) {
    const s = new PassThrough({ highWaterMark });
    let text = '';
    return { s, read: () => { let c; while ((c = s.read()) !== null) text += c.toString(); return text; } };
  }

  test('retry field first, then one event per feed event, filtered to its games, and heartbeat comments', () => {
    const { s, read } = sink(1 << 20);
    const c = new SseClient(s, { games: new Set([1]) });
    c.open();
    c.send([odds(1), odds(2)]);
    c.heartbeat();
    const text = read();
    expect(text.startsWith('retry: 3000\n')).toBe(true);
    expect(text).toContain(`event: odds\ndata: ${JSON.stringify(odds(1))}\n\n`);
    expect(text).not.toContain('"gameId":2');
    expect(text).toContain(': heartbeat\n\n');
  });

  test('a client that does not read is dropped once its unsent bytes pass the cap, not buffered without bound', () => {
    const s = new PassThrough({ highWaterMark: 16 });
    const reasons: string[] = [];
    const c = new SseClient(s, { maxBufferedBytes: 4096, onClose: (r) => reasons.push(r) });
    c.open();
    for (let i = 0; i < 1000 && !c.isClosed; i++) c.send([odds(1, i)]);
    expect(c.isClosed).toBe(true);
    expect(reasons).toEqual(['slow']);
    expect(s.destroyed).toBe(true);
    c.send([odds(1)]); // nothing happens after close
    expect(reasons).toEqual(['slow']);
  });

  test('a client that reads keeps its stream', () => {
    const { s, read } = sink(16);
    const c = new SseClient(s, { maxBufferedBytes: 4096 });
    c.open();
    for (let i = 0; i < 1000; i++) {
      c.send([odds(1, i)]);
      read();
    }
    expect(c.isClosed).toBe(false);
  });

  test('games= is validated', () => {
    expect(parseGames('1,2,3')).toEqual(new Set([1, 2, 3]));
    expect(parseGames(undefined)).toBeUndefined();
    for (const bad of ['a', '1,,2', '0', '-1', '1.5', Array(201).fill('1').join(',')]) expect(() => parseGames(bad)).toThrow();
  });
});

describe('GET /web-api/live/stream over HTTP', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 30_000);
  afterAll(async () => {
    await t.close();
  });

  function open(path: string): Promise<{ status: number; type: string; next: (pred: (s: string) => boolean) => Promise<string>; close: () => void }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
        let text = '';
        const waiters: { pred: (s: string) => boolean; done: (s: string) => void }[] = [];
        res.on('data', (c: Buffer) => {
          text += c.toString();
          for (const w of [...waiters]) if (w.pred(text)) { waiters.splice(waiters.indexOf(w), 1); w.done(text); }
        });
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          next: (pred) => new Promise((done) => (pred(text) ? done(text) : waiters.push({ pred, done }))),
          close: () => req.destroy(),
        });
      });
      req.on('error', reject);
      req.end();
    });
  }

  test('streams published batches filtered to the asked games; bad games= is 400', async () => {
    const s = await open('/web-api/live/stream?games=7');
    expect(s.status).toBe(200);
    expect(s.type).toContain('text/event-stream');
    await s.next((x) => x.includes('retry: 3000'));
    t.app.livePublisher.publish([odds(8), odds(7), { type: 'game-end', at: 2, gameId: 7, score: [1, 0], clock: 5400, results: [] }]);
    const text = await s.next((x) => x.includes('event: game-end'));
    expect(text).toContain('"gameId":7');
    expect(text).not.toContain('"gameId":8');
    s.close();
    const bad = await t.app.inject({ method: 'GET', url: '/web-api/live/stream?games=x' });
    expect(bad.statusCode).toBe(400);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('Redis publisher (TEST_REDIS_URL)', () => {
  test('a batch published on one instance reaches the listeners of another', async () => {
    const a = new RedisPublisher(redisUrl as string);
    const b = new RedisPublisher(redisUrl as string);
    await Promise.all([a.whenReady(), b.whenReady()]);
    const got = new Promise<readonly FeedEvent[]>((resolve) => b.subscribe(resolve));
    a.publish([odds(3)]);
    expect(await got).toEqual([odds(3)]);
    await a.close();
    await b.close();
  });
});
if (!redisUrl) process.stderr.write('NOTE: Redis publisher test skipped (set TEST_REDIS_URL to a redis-server to run it)\n');
