import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { COUPON_TYPE, COUPON_TYPE_IDS, violationMessage } from '@site/betting';
import { LoginRequested } from '@site/bus';
import { Trans, useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { Button, LiveRegion, useFormat, useMessageText } from '@site/ui';
import { AmountField } from './amount-field';
import { BetRow } from './bet-row';
import { ConfirmModal } from './confirm-modal';
import { CouponController, type CouponControllerOptions } from './coupon-controller';
import { CouponOptions, PromoField } from './coupon-options';
import { useMessagesText } from './message-text';
import { SaveLoad } from './save-load';
import { SuccessView } from './success-view';
import { SystemSelector } from './system-selector';

const isSystem = (typeId: number) => typeId === COUPON_TYPE.systemWithBanker || typeId === COUPON_TYPE.systemVariant;

export interface CouponProps {
  /** Tests pass their own idempotency keys and retry policy. */
  controllerOptions?: CouponControllerOptions;
}

/** The bets: a new price replaces its bet, so the list (and that bet's row) re-render, not the coupon. */
const BetList = observer(function BetList({ controller }: { controller: CouponController }) {
  const { coupon } = useStores();
  return (
    <ul className="coupon__bets">
      {coupon.bets.map((bet) => (
        <BetRow key={bet.market.id} bet={bet} controller={controller} />
      ))}
    </ul>
  );
});

/**
 * The coupon's price, wins and bonus: on a live page they move with every price of its bets,
 * so they re-render on their own and the rest of the coupon does not.
 */
const CouponTotals = observer(function CouponTotals({ stakeShown }: { stakeShown: boolean }) {
  const { coupon } = useStores();
  const { t } = useTranslation('coupon');
  const format = useFormat();
  const iso = coupon.currencyInfo.iso;
  return (
    <>
      <div className="coupon__totals">
        {coupon.coef > 1 && (
          <div>
            {t('common:bet_odds')}: <strong data-testid="coupon-coef">{format.odds(coupon.coef)}</strong>
          </div>
        )}
        <div>
          {t('common:bet_possible_win')}:{' '}
          <strong data-testid="coupon-possible-win">{stakeShown ? format.money(coupon.possibleWin, iso) : ''}</strong>
        </div>
        {isSystem(coupon.typeId) && (
          <div>
            {t('min_possible_win')}:{' '}
            <strong data-testid="coupon-min-possible-win">{stakeShown ? format.money(coupon.calcSystemsMin, iso) : ''}</strong>
          </div>
        )}
      </div>
      {coupon.expressBonus.offered && stakeShown && (
        <div className="coupon__bonus" data-testid="coupon-bonus">
          {t('bonus', { multiplier: format.number(coupon.expressBonus.coef), amount: format.money(coupon.possibleWinWithBonus, iso) })}
        </div>
      )}
    </>
  );
});

/** The bet slip of the right column (spec 1 §3-§5), on the page's CouponStore. */
export const Coupon = observer(function Coupon({ controllerOptions }: CouponProps) {
  const root = useStores();
  const { coupon, settings } = root;
  const { t } = useTranslation('coupon');
  const say = useMessageText();
  const sayAll = useMessagesText();
  // One controller per store; options are read once, like a constructor's.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const controller = useMemo(() => new CouponController(root, controllerOptions), [root]);
  useEffect(() => controller.start(), [controller]);

  const iso = coupon.currencyInfo.iso;
  const hasBets = coupon.betCount > 0;
  const oddsToAccept = controller.hasMoved || coupon.pendingCoefChangeIds.length > 0;
  // The stake placed is the stake shown: while a stake field holds no valid stake there is no win.
  const stakeShown = coupon.hasValidStake;
  const blocked = coupon.placeBlockedReason;
  const hint = coupon.violations.filter((v) => v.code === 'bet_count' && !isSystem(coupon.typeId));
  const placed = coupon.successCoupon;
  return (
    <section className="coupon" data-testid="coupon" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      {/* Heard by screen readers: the bet placed and the refusal (the visible ones are below). */}
      <LiveRegion testId="coupon-announce">
        {placed && (
          <>
            {t('success')}.{' '}
            <Trans t={t} i18nKey="common:bet_coupon_no" values={{ id: String(placed.couponId) }} components={{ id: <span /> }} />
          </>
        )}
      </LiveRegion>
      <LiveRegion assertive testId="coupon-announce-error">
        {controller.errors.fields.general && sayAll(controller.errors.fields.general)}
      </LiveRegion>
      <ConfirmModal />
      <SuccessView controller={controller} />
      {hasBets ? (
        <>
          <div className="coupon__tabs" role="group" aria-label={t('title')}>
            {COUPON_TYPE_IDS.map((id) => (
              <button
                key={id}
                type="button"
                data-testid={`coupon-type-${id}`}
                aria-pressed={coupon.typeId === id}
                onClick={() => controller.chooseType(id)}
              >
                {t(`common:bet_type_${id}`)}
              </button>
            ))}
          </div>
          <BetList controller={controller} />
          <div className="coupon__row">
            <button type="button" data-testid="coupon-clear" onClick={() => coupon.clear()}>
              {t('clear')}
            </button>
          </div>
          {oddsToAccept && (
            <div className="coupon__error coupon__row" role="alert" data-testid="coupon-odds-moved">
              {t('odds_moved')}
              <button type="button" data-testid="coupon-accept-odds" onClick={() => controller.acceptMoved()}>
                {t('accept_odds')}
              </button>
            </div>
          )}
          {controller.singleToSingles && coupon.typeId === COUPON_TYPE.singlesSet && (
            <div className="coupon__note" role="status" data-testid="coupon-single-to-singles">
              {t('single_to_singles')}
            </div>
          )}
          {coupon.relatedMarketIds.length > 0 && (
            <div className="coupon__error coupon__row" role="alert" data-testid="coupon-related">
              {t('related_offer')}
              <button type="button" data-testid="coupon-to-singles" onClick={() => controller.toSingles()}>
                {t('to_singles')}
              </button>
            </div>
          )}
          {hint.length > 0 && (
            <div className="coupon__error" data-testid="coupon-hint">
              {hint.map((v) => say(violationMessage(v, iso))).join('; ')}
            </div>
          )}
          {isSystem(coupon.typeId) && <SystemSelector controller={controller} />}
          {coupon.typeId !== COUPON_TYPE.singlesSet && <AmountField controller={controller} />}
          <CouponTotals stakeShown={stakeShown} />
          <PromoField controller={controller} />
        </>
      ) : (
        !coupon.successCoupon && (
          <p className="coupon__empty" data-testid="coupon-empty">
            {t('empty')}
          </p>
        )
      )}
      <CouponOptions controller={controller} />
      {controller.errors.fields.general && (
        <div className="coupon__error" data-testid="coupon-error">
          {sayAll(controller.errors.fields.general)}
        </div>
      )}
      {controller.needLogin && (
        <div className="coupon__error" role="alert" data-testid="coupon-login">
          <a
            href={`/${settings.language}/user/login`}
            onClick={(e) => {
              // The header opens the login modal on this event and keeps the player here; the
              // link stays as it is for a middle click or a new tab.
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
              e.preventDefault();
              root.bus.publish(new LoginRequested({ returnUrl: location.pathname + location.search }));
            }}
          >
            {t('login_to_bet')}
          </a>
        </div>
      )}
      {hasBets && (
        <>
          <Button
            variant="primary"
            size="lg"
            block
            className="coupon__place"
            testId="coupon-place"
            aria-describedby={blocked ? 'coupon-place-reason' : undefined}
            disabled={!coupon.canPlace || controller.busy !== null || controller.hasMoved}
            onClick={() => void controller.place()}
          >
            {controller.busy === 'place' ? t('placing') : t('place')}
          </Button>
          {blocked && !coupon.isActivePlaceBet && (
            <div className="coupon__reason" id="coupon-place-reason" data-testid="coupon-place-reason">
              {say(blocked)}
            </div>
          )}
        </>
      )}
      <SaveLoad controller={controller} />
    </section>
  );
});
