// Test helpers of the UI kit (`@site/ui/testing`, a jest and tsconfig alias): never in a bundle.
export { FakeClock } from './fake-clock';
export { FakePage } from './fake-page';
export { MemoryStorage } from './memory-storage';
export { byRoute, firstOf, networkDown, scriptedFetch, type Call, type Reply, type Script } from './fake-server';
export { accountsView, accountView, limitView, question, settle, siteConfig } from './fixtures';
export { renderInWorld, renderParcel, type ParcelViewOptions, type RenderedParcel, type RenderParcelOptions } from './render-parcel';
export { testRootStore, type TestStoreOptions, type TestWorld } from './test-store';
export { memoryStorage } from './memory-storage';
