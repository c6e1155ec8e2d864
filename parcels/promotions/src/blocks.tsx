import { createElement } from 'react';
import { type ContentBlock, contentElements, type ElementFactory } from '@site/api';

/** A content body: text blocks as elements (never HTML), the markup every reader shares (@site/api). */
export function Blocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className="promotions__body" data-testid="content-body">
      {contentElements(blocks, createElement as ElementFactory<ReturnType<typeof createElement>>)}
    </div>
  );
}
