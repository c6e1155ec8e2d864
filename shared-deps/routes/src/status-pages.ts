/** Status pages reached through a block reason (spec 2 §2 "Status pages"). */
export const statusPageNames = [
  'block',
  'block-ua',
  'block-ie',
  'site-updates',
  'coming-soon',
  'suspension',
] as const;
export type StatusPageName = (typeof statusPageNames)[number];

/** Block reason -> status page (spec 2 §4 "Maintenance and blocks"). */
export const blockReasonPages: Readonly<Record<number, StatusPageName>> = {
  1: 'block',
  2: 'block',
  3: 'block',
  5: 'block',
  14: 'block',
  4: 'site-updates',
  8: 'coming-soon',
  13: 'block-ua',
  16: 'suspension',
  17: 'block-ie',
};

/** An unknown reason (or none) blocks nothing: the blocks service decides what is a block. */
export function statusPageForBlockReason(reason: number | null | undefined): StatusPageName | undefined {
  if (reason === null || reason === undefined) return undefined;
  return Object.prototype.hasOwnProperty.call(blockReasonPages, reason) ? blockReasonPages[reason] : undefined;
}

export function isStatusPageName(name: string): name is StatusPageName {
  return (statusPageNames as readonly string[]).includes(name);
}
