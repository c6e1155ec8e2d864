export { renderErrorBlock, type ErrorBlockOptions } from './error-block';
export { renderSkeleton } from './skeleton';
export { createLayoutParcel, CONTENT_ID, type LayoutFlags, type LayoutProps, type LayoutSpec, type SlotHandle, type SlotSpec } from './layout-parcel';
export { formatOf, useFormat, type Format } from './format/format';
export { Money, Odds, DateTime } from './format/format-components';
export { formatOdds, OddsTexts } from './format/odds';
export { MessageText, useMessageText } from './format/message-text';
