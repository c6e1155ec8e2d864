// The casino round history's words (issue 17), nested under `casino_history` in the office namespace.
import type { TranslationOf } from '@site/i18n';

export const casinoHistoryEn = {
  tab_bets: 'Sports bets',
  tab_casino: 'Casino rounds',
  title: 'Casino rounds (real money)',
  empty: 'No casino rounds for real money yet.',
  round: 'Round',
  game: 'Game',
  stake: 'Stake',
  win: 'Win',
  time: 'Time',
  seeds: 'Seeds',
  server_seed_hash: 'server seed hash',
  server_seed: 'server seed',
  server_seed_hidden: 'server seed: revealed after a rotation',
  client_seed: 'client seed',
  nonce: 'nonce',
  verify: 'Verify',
  more: 'Show more',
};

export const casinoHistoryRu: TranslationOf<typeof casinoHistoryEn, 'ru'> = {
  tab_bets: 'Ставки на спорт',
  tab_casino: 'Раунды казино',
  title: 'Раунды казино (реальные деньги)',
  empty: 'Раундов казино на реальные деньги пока нет.',
  round: 'Раунд',
  game: 'Игра',
  stake: 'Ставка',
  win: 'Выигрыш',
  time: 'Время',
  seeds: 'Сиды',
  server_seed_hash: 'хеш серверного сида',
  server_seed: 'серверный сид',
  server_seed_hidden: 'серверный сид: раскрывается после смены',
  client_seed: 'клиентский сид',
  nonce: 'нонс',
  verify: 'Проверить',
  more: 'Показать ещё',
};
