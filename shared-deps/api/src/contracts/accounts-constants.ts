// Values of the accounts API the browser uses (TypeBox-free; the schemas are in accounts.ts).

/** Account types (spec 2 §3): 0 main, 4 bonus, 9 currency. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;
