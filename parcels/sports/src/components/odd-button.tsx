import { autorun } from 'mobx';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleOdd } from '../coupon-link';
import type { CoefViewId } from '@site/betting';
import type { OddsTexts } from '@site/ui';
import type { GameState, MarketState } from '../live-store';
import { useSports } from '../sports-context';
import { useVisibility } from '../visibility';

export interface OddButtonProps {
  market: MarketState;
  game: GameState | undefined;
  /** Where the bet was taken (list, game, multi-live), for the coupon's bet. */
  pageType: string;
  /** Show the market's name beside the price (game pages); lists label the columns instead. */
  showName?: boolean;
  /** The game page: the button takes its cell's width and the name wraps, never cut. */
  wide?: boolean;
}

/** What a button shows, kept to write only what changed (a DOM write costs style work). */
interface Shown {
  cls: string;
  text: string;
  coef: number;
  dir: string;
  selected: boolean;
  locked: boolean;
}

/** Writes the market's live state into its button, only the parts that changed. */
function paint(
  el: HTMLButtonElement,
  coefEl: HTMLElement,
  shown: Shown,
  m: MarketState,
  game: GameState | undefined,
  format: OddsTexts,
  viewId: CoefViewId,
  lockedLabel: string,
  base: string,
): void {
  const locked = m.isBlocked || game?.ended === true;
  const dir = m.dir ?? '';
  const selected = m.selected;
  let cls = base;
  if (dir) cls += ` odd--${dir}`;
  if (selected) cls += ' odd--selected';
  if (locked) cls += ' odd--locked';
  if (cls !== shown.cls) el.className = shown.cls = cls;
  if (m.coef !== shown.coef) el.setAttribute('data-coef', String((shown.coef = m.coef)));
  if (dir !== shown.dir) el.setAttribute('data-dir', (shown.dir = dir));
  if (selected !== shown.selected) {
    shown.selected = selected;
    el.setAttribute('data-selected', selected ? 'true' : 'false');
    el.setAttribute('aria-pressed', selected ? 'true' : 'false');
  }
  if (locked !== shown.locked) {
    shown.locked = locked;
    el.disabled = locked;
    el.setAttribute('data-locked', locked ? 'true' : 'false');
    coefEl.classList.toggle('site-lock', locked);
    if (locked) coefEl.setAttribute('aria-label', lockedLabel);
    else coefEl.removeAttribute('aria-label');
  }
  // locked: no price; the UI kit's padlock (.site-lock) shows it and the aria-label says it
  const text = locked ? '' : format.text(m.coef, viewId);
  if (text !== shown.text) {
    shown.text = text;
    // The price's own text node changes in place: textContent would put a new node (and a new
    // layout object) in the old one's place at every price.
    const node = coefEl.firstChild;
    if (node !== null && node === coefEl.lastChild && node.nodeType === Node.TEXT_NODE) (node as Text).data = text;
    else coefEl.textContent = text;
  }
}

/**
 * One price. React renders the button once; a MobX autorun of its own writes the price, the
 * up/down flash (data-dir for FLASH_MS), the locked state and the selection straight into the
 * DOM, only while the button's block is on screen. A stream update thus costs a few attribute
 * writes on the visible buttons whose market moved, with no React render at all: thousands of
 * buttons stay cheap at thousands of updates a second.
 */
export function OddButton({ market, game, pageType, showName = false, wide = false }: OddButtonProps) {
  const { live } = useSports();
  const { t } = useTranslation('sports');
  const button = useRef<HTMLButtonElement>(null);
  const coef = useRef<HTMLSpanElement>(null);
  const lockedLabel = t('common:locked');
  const visible = useVisibility();
  const base = wide ? 'odd odd--wide' : 'odd';
  useLayoutEffect(() => {
    const el = button.current;
    const coefEl = coef.current;
    if (!el || !coefEl) return;
    const shown: Shown = {
      cls: '',
      text: '',
      coef: NaN,
      dir: '-',
      selected: !market.selected,
      locked: !(market.isBlocked || game?.ended === true),
    };
    return autorun(() => {
      if (visible.get()) paint(el, coefEl, shown, market, game, live.formatter, live.coefViewId, lockedLabel, base);
    });
  }, [market, game, live, lockedLabel, visible, base]);
  return (
    <button
      ref={button}
      type="button"
      className={base}
      data-testid="odd"
      data-market-id={market.info.id}
      data-game-id={market.info.gameId}
      title={market.info.name}
      onClick={() => toggleOdd(live.root.bus, market, game, pageType)}
    >
      {showName && <span className="odd__name">{market.info.name}</span>}
      <span className="odd__coef">
        <span className="odd__price" ref={coef} />
      </span>
    </button>
  );
}
