// What the HTTP money benchmarks (bets.ts, casino.ts) share: a keep-alive JSON POST, the timed
// run of the clients against the server process (wall and CPU time), percentiles.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type Agent, request } from 'node:http';

export function postJson(agent: Agent, port: number, path: string, cookie: string, body: unknown): Promise<{ status: number; json: any }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), cookie },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    // the fields after the command name; utime and stime are fields 14 and 15 of the line
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN;
  }
}

export function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

/** Runs the clients to their end, then stops the server: the seconds it took and the server's CPU seconds. */
export async function timedRun(
  child: ChildProcess,
  clients: number,
  client: (i: number) => Promise<void>,
): Promise<{ elapsed: number; serverCpu: number }> {
  const cpu0 = cpuSeconds(child.pid);
  const t0 = Date.now();
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  const elapsed = (Date.now() - t0) / 1000;
  const serverCpu = cpuSeconds(child.pid) - cpu0;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { elapsed, serverCpu };
}
