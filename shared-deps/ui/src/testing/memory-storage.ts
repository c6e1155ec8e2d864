/** localStorage or sessionStorage in memory, for tests of what a page remembers. */
export class MemoryStorage implements Storage {
  readonly data = new Map<string, string>();
  get length(): number {
    return this.data.size;
  }
  clear(): void {
    this.data.clear();
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  key(i: number): string | null {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  setItem(key: string, value: string): void {
    this.data.set(key, String(value));
  }
}

/** The same, as a function, optionally filled first. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const storage = new MemoryStorage();
  for (const [k, v] of Object.entries(initial)) storage.setItem(k, v);
  return storage;
}
