import { observer } from 'mobx-react-lite';
import type { DateTimeStyle } from '@site/i18n';
import { useFormat } from './format';

/** An amount of money in the player's language ('₽1,125.00', '1 125,00 ₽'). */
export const Money = observer(function Money({ amount, currency }: { amount: number; currency: string }) {
  return <>{useFormat().money(amount, currency)}</>;
});

/** A price in the player's odds format ('2.50', '6/4', '+150'...). */
export const Odds = observer(function Odds({ coef }: { coef: number }) {
  return <>{useFormat().odds(coef)}</>;
});

/** A moment in the player's language, time zone and clock, as a <time> element. */
export const DateTime = observer(function DateTime({
  value,
  style = 'dateTime',
}: {
  value: Date | number | string;
  style?: DateTimeStyle;
}) {
  const text = useFormat().dateTime(value, style);
  const date = value instanceof Date ? value : new Date(value);
  return <time dateTime={Number.isNaN(date.getTime()) ? undefined : date.toISOString()}>{text}</time>;
});
