// The engines' boards: what the player chooses before a round and what the round showed.
import { useTranslation } from 'react-i18next';
import {
  CRASH_MAX_CASH_OUT,
  CRASH_MIN_CASH_OUT,
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  SLOT_MAX_LINES,
  type CasinoRules,
  type RoundOutcome,
} from '@site/api';

type Outcome<E extends RoundOutcome['engine']> = Extract<RoundOutcome, { engine: E }>;

/** A symbol's short face on the reels: its name's first letters (the theme names them). */
const face = (rules: CasinoRules, symbol: number) => {
  const name = rules.slot?.paytable.find((p) => p.symbol === symbol)?.name ?? (symbol === rules.slot?.wild ? 'Wild' : String(symbol));
  return name.slice(0, 3);
};

export function SlotBoard({
  rules,
  outcome,
  lines,
  onLines,
}: {
  rules: CasinoRules;
  outcome: Outcome<'slot'> | null;
  lines: number;
  onLines(n: number): void;
}) {
  const { t } = useTranslation('casino');
  const winning = new Set<string>();
  for (const w of outcome?.lineWins ?? []) {
    const line = rules.slot?.paylines[w.line];
    line?.slice(0, w.count).forEach((row, reel) => winning.add(`${reel}:${row}`));
  }
  const grid = outcome?.grid ?? Array.from({ length: 5 }, () => [-1, -1, -1]);
  return (
    <div data-testid="slot-board">
      <div className="slot-reels" data-testid="slot-reels">
        {grid.map((column, reel) =>
          column.map((symbol, row) => (
            <div
              key={`${reel}:${row}`}
              style={{ gridColumn: reel + 1, gridRow: row + 1 }}
              className={`slot-cell${winning.has(`${reel}:${row}`) ? ' slot-cell--win' : ''}`}
              data-testid="slot-cell"
            >
              {symbol < 0 ? '?' : face(rules, symbol)}
            </div>
          )),
        )}
      </div>
      <label>
        {t('slot_lines')}{' '}
        <select data-testid="slot-lines" value={lines} onChange={(e) => onLines(Number(e.target.value))}>
          {Array.from({ length: rules.slot?.paylines.length ?? SLOT_MAX_LINES }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {outcome && (
        <p data-testid="slot-line-wins">
          {outcome.lineWins.length === 0
            ? t('no_win')
            : outcome.lineWins
                .map((w) => t('slot_line_win', { line: w.line + 1, n: w.count, symbol: face(rules, w.symbol), pays: w.pays }))
                .join(' · ')}
        </p>
      )}
    </div>
  );
}

/** The slot's published paytable: what 3, 4 and 5 of a symbol on a line pay, in line bets. */
export function Paytable({ rules }: { rules: CasinoRules }) {
  const { t } = useTranslation('casino');
  if (rules.engine === 'slot' && rules.slot) {
    return (
      <table className="casino-table" data-testid="casino-paytable">
        <caption>{t('paytable_slot', { rtp: rules.rtp })}</caption>
        <thead>
          <tr>
            <th>{t('symbol')}</th>
            <th>×3</th>
            <th>×4</th>
            <th>×5</th>
          </tr>
        </thead>
        <tbody>
          {rules.slot.paytable.map((p) => (
            <tr key={p.symbol}>
              <td>{p.name}</td>
              {p.pays.map((x, i) => (
                <td key={i}>{x}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  if (rules.engine === 'keno' && rules.keno) {
    return (
      <table className="casino-table" data-testid="casino-paytable">
        <caption>{t('paytable_keno', { rtp: rules.rtp })}</caption>
        <thead>
          <tr>
            <th>{t('keno_picks')}</th>
            <th>{t('keno_pays')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(rules.keno.paytable).map(([picks, pays]) => (
            <tr key={picks}>
              <td>{picks}</td>
              <td>
                {pays
                  .map((x, hits) => (x > 0 ? `${hits}: ×${x}` : null))
                  .filter(Boolean)
                  .join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return <p data-testid="casino-paytable">{t('paytable_instant', { rtp: rules.rtp, edge: rules.houseEdge ?? 100 - rules.rtp })}</p>;
}

export function KenoBoard({ picks, onPicks, outcome }: { picks: number[]; onPicks(p: number[]): void; outcome: Outcome<'keno'> | null }) {
  const { t } = useTranslation('casino');
  const drawn = new Set(outcome?.drawn ?? []);
  const toggle = (n: number) => {
    if (picks.includes(n)) onPicks(picks.filter((p) => p !== n));
    else if (picks.length < KENO_MAX_PICKS) onPicks([...picks, n]);
  };
  return (
    <div data-testid="keno-board">
      <p>{t('keno_pick_hint', { max: KENO_MAX_PICKS, picked: picks.length })}</p>
      <div className="keno-grid">
        {Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1).map((n) => {
          const picked = picks.includes(n);
          const cls = `keno-cell${picked ? ' keno-cell--picked' : ''}${drawn.has(n) ? ' keno-cell--drawn' : ''}${picked && drawn.has(n) ? ' keno-cell--hit' : ''}`;
          return (
            <button
              key={n}
              type="button"
              className={cls}
              data-testid={`keno-${n}`}
              aria-pressed={picked}
              data-drawn={drawn.has(n) || undefined}
              onClick={() => toggle(n)}
            >
              {n}
            </button>
          );
        })}
      </div>
      {outcome && <p data-testid="keno-result">{t('keno_result', { hits: outcome.hits.length, picks: outcome.picks.length })}</p>}
    </div>
  );
}

export function DiceBoard({ target, onTarget, outcome }: { target: number; onTarget(n: number): void; outcome: Outcome<'dice'> | null }) {
  const { t } = useTranslation('casino');
  return (
    <div data-testid="dice-board">
      <label>
        {t('dice_target')}{' '}
        <input
          type="number"
          data-testid="dice-target"
          min={DICE_MIN_TARGET}
          max={DICE_MAX_TARGET}
          step={1}
          value={target}
          onChange={(e) => onTarget(Number(e.target.value))}
        />
      </label>
      {outcome && <p data-testid="dice-result">{t('dice_result', { roll: outcome.roll.toFixed(2), target: outcome.target })}</p>}
    </div>
  );
}

export function CrashBoard({
  cashOutAt,
  onCashOut,
  outcome,
}: {
  cashOutAt: number;
  onCashOut(n: number): void;
  outcome: Outcome<'crash'> | null;
}) {
  const { t } = useTranslation('casino');
  return (
    <div data-testid="crash-board">
      <label>
        {t('crash_cash_out')}{' '}
        <input
          type="number"
          data-testid="crash-cash-out"
          min={CRASH_MIN_CASH_OUT}
          max={CRASH_MAX_CASH_OUT}
          step={0.01}
          value={cashOutAt}
          onChange={(e) => onCashOut(Number(e.target.value))}
        />
      </label>
      {outcome && (
        <p data-testid="crash-result">
          {t('crash_result', { point: outcome.crashPoint.toFixed(2), cashOutAt: outcome.cashOutAt.toFixed(2) })}
        </p>
      )}
    </div>
  );
}
