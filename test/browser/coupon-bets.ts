import type { Page } from 'puppeteer-core';

export interface BusBet {
  id: string;
  coef: number;
  gameId: number;
}

/** What the sports app does on odds clicks: AddBetToCoupon on the page's bus, one per bet. */
export async function addBets(page: Page, bets: readonly BusBet[]): Promise<void> {
  await page.evaluate(async (list) => {
    const S = (window as unknown as { System: { import(n: string): Promise<Record<string, unknown>> } }).System;
    const bus = (await S.import('@site/bus')) as { publish(e: unknown): void; AddBetToCoupon: new (p: unknown) => unknown };
    for (const b of list) bus.publish(new bus.AddBetToCoupon({ bet: { market: { id: b.id, coef: b.coef, gameId: b.gameId, name: '1' } } }));
  }, bets);
}
