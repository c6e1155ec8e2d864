// Plain DOM: the loader's error block and placeholders, layouts, plain parcels.
export { renderErrorBlock, type ErrorBlockOptions } from './error-block';
export { renderSkeleton, renderSectionSkeleton, Skeleton, SECTION_SKELETON_TILES, SECTION_SKELETON_OTHER_GAMES } from './skeleton';
export { createLayoutParcel, CONTENT_ID, type LayoutFlags, type LayoutProps, type LayoutSpec, type SlotSpec } from './layout-parcel';
export { createDomParcel, type DomParcelSpec } from './dom-parcel';
export { systemClock, type Clock } from './clock';
export { createScheduler, PAGE_LEAVE_PAUSE_MS, type PageVisibility, type Scheduler, type SchedulerOptions } from './scheduler';
// React: one way to make a parcel and to mount another unit inside one; the shared components.
export { createReactParcel, type ParcelProps, type ReactParcel, type ReactParcelOptions } from './create-react-parcel';
export { attachParcelStyles, type ParcelStyles } from './parcel-styles';
export { ParcelProviders, type ParcelProvidersProps } from './parcel-providers';
export { CrashScreen, ParcelErrorBoundary } from './crash-screen';
export { Modal, type ModalProps } from './modal';
export { LiveRegion, type LiveRegionProps } from './live-region';
export { RemoteSlot, type RemoteSlotProps } from './remote-slot';
export { SlotContext, useMountSlot, type MountSlot, type RemoteSlotHandle, type SlotHandle, type SlotOptions } from './slots';
export { Select, type SelectProps } from './select';
// Money, odds, dates and messages in the player's language and settings.
export { formatOf, useFormat, type Format } from './format/format';
export { Money, Odds, DateTime } from './format/format-components';
export { formatOdds, OddsTexts } from './format/odds';
export { MessageText, useMessageText } from './format/message-text';
// forms: an API refusal split by field (source.pointer), shown beside each field
export { type FormErrors, formErrors, noErrors, REQUIRED } from './form/field-errors';
export { FormError } from './form/form-error';
// Pages that load their data (issue 19: lotto, toto, cyber)
export { LoadState, useLoaded, type Loaded } from './load-state';
// The design system (issue 22): tokens, the shell's stylesheet, the display settings on <html>, the controls.
export * from './theme';
export { Button, Checkbox, Tabs, TextField, type ButtonProps, type ButtonSize, type ButtonVariant, type CheckboxProps, type TabItem, type TabsProps, type TextFieldProps } from './controls';
