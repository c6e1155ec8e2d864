// The coupon's errors are lists of messages (code and values; the server may send several for
// one field): each said through @site/ui's useMessageText, each text once, joined.
import type { Message } from '@site/api';
import { useMessageText } from '@site/ui';

export function useMessagesText(): (messages: readonly (Message | null | undefined)[] | undefined) => string | null {
  const say = useMessageText();
  return (messages) => {
    const texts = [...new Set((messages ?? []).filter((m): m is Message => Boolean(m)).map(say))];
    return texts.length > 0 ? texts.join('; ') : null;
  };
}
