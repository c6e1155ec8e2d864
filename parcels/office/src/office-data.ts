import { useCallback, useEffect, useState } from 'react';
import { isRecord, messageOf, type ApiClient, type Message } from '@site/api';
import { useStores } from '@site/stores';

export type Loaded<T> = { kind: 'loading' } | { kind: 'error'; message: Message } | { kind: 'ready'; data: T };

/** `raw[key]` when it is a list whose every item passes `check`, else null (an answer we cannot read). */
export function listOf<T>(raw: unknown, key: string, check: (item: Record<string, unknown>) => boolean): T[] | null {
  const list = isRecord(raw) ? raw[key] : undefined;
  return Array.isArray(list) && list.every((item) => isRecord(item) && check(item)) ? (list as T[]) : null;
}

/**
 * One office page's data: GET `path` (a `web:` path), read by `parse` (null: unreadable), again
 * on `reload()`. Stale answers of an earlier load are dropped.
 */
export function useOfficeData<T>(path: string, parse: (raw: unknown) => T | null): [Loaded<T>, () => void] {
  const { api } = useStores();
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    api.get<unknown>(path, { signal: controller.signal }).then(
      (raw) => {
        if (controller.signal.aborted) return;
        const data = parse(raw);
        setState(data === null ? { kind: 'error', message: { code: 'network.bad_answer' } } : { kind: 'ready', data });
      },
      (error: unknown) => !controller.signal.aborted && setState({ kind: 'error', message: messageOf(error) }),
    );
    return () => controller.abort();
    // `parse` is a module-level function of each page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, path, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return [state, reload];
}

/** The `web:` path of an office API path. */
export function officeApi(path: string): string {
  return `web:${path.replace(/^\/web-api/, '')}`;
}

/** A write of an office page, as the result a form shows. */
export async function officePost(api: ApiClient, path: string, body: object): Promise<{ ok: true } | { ok: false; message: Message }> {
  try {
    await api.post<unknown>(path, body);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}
