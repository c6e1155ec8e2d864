import { useTranslation } from 'react-i18next';
import { translateMessage, type MessageLike } from '@site/i18n';

/**
 * Words for messages (a store's error, a failed call's `messageOf`): the page's i18next,
 * `errors` namespace, in the current language; re-renders when the language changes. A code
 * with no words shows the generic message and is logged (translateMessage).
 */
export function useMessageText(): (message: MessageLike) => string {
  // useTranslation re-renders the caller when the language changes
  const { i18n } = useTranslation('errors');
  return (message: MessageLike) => translateMessage(i18n, message);
}

/** One message in words; its code rides along as data-code, for tests and for support. */
export function MessageText({ message }: { message: MessageLike }) {
  const text = useMessageText();
  return <span data-code={message.code}>{text(message)}</span>;
}
