export { renderErrorBlock, type ErrorBlockOptions } from './error-block';
export { renderSkeleton } from './skeleton';
export { createLayoutParcel, CONTENT_ID, type LayoutFlags, type LayoutProps, type LayoutSpec, type SlotHandle, type SlotSpec } from './layout-parcel';
