import { type ContentBlock, safeContentHref } from '@site/api';

/** A content body: text blocks rendered as text, never as HTML. */
export function Blocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className="promotions__body" data-testid="content-body">
      {blocks.map((b, i) =>
        b.type === 'h2' ? (
          <h2 key={i} id={b.id}>
            {b.text}
          </h2>
        ) : b.type === 'p' ? (
          <p key={i}>{b.text}</p>
        ) : b.type === 'list' ? (
          <ul key={i}>
            {b.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <a href={safeContentHref(b.href)}>{b.text}</a>
          </p>
        ),
      )}
    </div>
  );
}
