export { renderErrorBlock, type ErrorBlockOptions } from './error-block';
export { renderSkeleton } from './skeleton';
