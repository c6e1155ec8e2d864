import type { Message } from '@site/api';
import { MessageText } from '../format/message-text';

/** A field's (or the form's) messages in words, one after another; nothing when there are none. */
export function FormError({
  messages,
  id,
  testId,
  className,
}: {
  messages: readonly Message[] | undefined;
  id?: string;
  testId: string;
  className: string;
}) {
  if (!messages || messages.length === 0) return null;
  return (
    <p className={className} role="alert" id={id} data-testid={testId}>
      {messages.map((m, i) => (
        <span key={i}>
          {i > 0 && '; '}
          <MessageText message={m} />
        </span>
      ))}
    </p>
  );
}
