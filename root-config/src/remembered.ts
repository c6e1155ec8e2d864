// What the shell's notices and reminders remember in local or session storage: a storage that
// is off or full remembers nothing, and the reminder shows again.

export function remember(storage: Storage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // storage off: shown again next time
  }
}

export function recall(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
