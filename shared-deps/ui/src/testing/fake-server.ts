// A scripted server for component tests: every call the ApiClient makes is recorded and
// answered by the test's script, without a network.

export interface Call {
  method: string;
  /** Path and query, as the client asked for it: '/bff-api/config/all.json?lang=en'. */
  url: string;
  /** The path alone: '/bff-api/config/all.json'. */
  path: string;
  /** The JSON body sent, if any (every body of this API is an object). */
  body: Record<string, unknown> | undefined;
}

export interface Reply {
  /** 200 unless said. */
  status?: number;
  /** Sent as JSON; nothing for an empty answer. */
  body?: unknown;
  /** Sent as is (not JSON), instead of `body`. */
  text?: string;
  headers?: Record<string, string>;
}

/** Answers a call; undefined leaves it to the next rule (in the end: 404 with the envelope). */
export type Script = (call: Call) => Reply | undefined | Promise<Reply | undefined>;

/** A reply that is no answer at all: the network is down. */
export const networkDown: Script = () => {
  throw new TypeError('Failed to fetch');
};

const notFound = (call: Call): Reply => ({
  status: 404,
  body: { errors: [{ status: '404', code: 'not_found', detail: `no script for ${call.method} ${call.url}` }] },
});

/**
 * Answers by "METHOD /path" (the path without its query). Each entry is a queue: a reply is
 * used once, the last one again and again.
 */
export function byRoute(routes: Record<string, ReadonlyArray<Reply | Script>>): Script {
  const queues = new Map(Object.entries(routes).map(([k, v]) => [k, [...v]]));
  return (call) => {
    const queue = queues.get(`${call.method} ${call.path}`);
    const next = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    return typeof next === 'function' ? next(call) : next;
  };
}

/** The first script that answers. */
export function firstOf(...scripts: Script[]): Script {
  return async (call) => {
    for (const script of scripts) {
      const reply = await script(call);
      if (reply) return reply;
    }
    return undefined;
  };
}

/** A fetch that records each call in `calls` and answers from the script. */
export function scriptedFetch(script: Script, calls: Call[] = []): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      path: url.split('?')[0] as string,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body instanceof FormData ? Object.fromEntries(init.body.entries()) : undefined,
    };
    calls.push(call);
    const reply = (await script(call)) ?? notFound(call);
    const status = reply.status ?? 200;
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    const headers = new Map(Object.entries(reply.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    // jsdom has no fetch Response: the client reads status, ok, text() and headers.get().
    return {
      status,
      ok: status >= 200 && status < 300,
      text: async () => text,
      headers: { get: (n: string) => headers.get(n.toLowerCase()) ?? null },
    } as unknown as Response;
  }) as typeof fetch;
}
