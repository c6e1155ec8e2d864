// Results and statistics paths (issue 19). TypeBox-free: the browser imports it.
export const RESULTS_PATHS = {
  results: '/web-api/results',
  champs: '/web-api/results/champs',
  gameStatistics: '/web-api/statistics/games/:gameId',
  champStatistics: '/web-api/statistics/champs/:champId',
} as const;
