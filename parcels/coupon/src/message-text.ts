// Messages (code and values) in the player's words: the store and the controller hold
// messages, never sentences; this is where the coupon turns them into text.
import type { Message } from '@site/api';
import { translateMessage } from '@site/i18n';
import type { RootStore } from '@site/stores';

/** Each message in the page's language (@site/i18n translateMessage), each text once, joined; null for none. */
export function messageText(root: RootStore, messages: readonly (Message | null | undefined)[] | undefined): string | null {
  const texts = (messages ?? []).filter((m): m is Message => Boolean(m)).map((m) => translateMessage(root.i18n, m));
  const unique = [...new Set(texts)];
  return unique.length > 0 ? unique.join('; ') : null;
}
