// The architecture is checked by eslint (eslint.config.mjs), which `npm test` runs. These cases
// prove the rules bite: each forbidden import is reported, each allowed one is not.
import { execFileSync } from 'node:child_process';

const forbidden: Array<[string, string, string]> = [
  ['a utility module importing a parcel', 'shared-deps/bus/src/x.ts', "import { CouponApp } from '../../../parcels/coupon/src/index';\nexport const y = CouponApp;\n"],
  ['a utility module importing the root config', 'shared-deps/stores/src/x.ts', "import { bootstrapShell } from '../../../root-config/src/boot';\nexport const y = bootstrapShell;\n"],
  ['a utility module importing the server', 'shared-deps/betting/src/x.ts', "import { buildApp } from '../../../server/app';\nexport const y = buildApp;\n"],
  ['a parcel importing another parcel', 'parcels/home/src/x.ts', "import { CouponApp } from '../../coupon/src/index';\nexport const y = CouponApp;\n"],
  ['a parcel importing another parcel by its import-map name', 'parcels/home/src/x.ts', "import * as coupon from '@site/parcel-coupon';\nexport const y = coupon;\n"],
  ['a parcel importing the root config', 'parcels/header/src/x.ts', "import { bootstrapShell } from '../../../root-config/src/boot';\nexport const y = bootstrapShell;\n"],
  ['the root config importing a parcel', 'root-config/src/x.ts', "import { CouponApp } from '../../parcels/coupon/src/index';\nexport const y = CouponApp;\n"],
  ['the server importing a parcel', 'server/x.ts', "import { CouponApp } from '../parcels/coupon/src/index';\nexport const y = CouponApp;\n"],
  ['the server importing a browser store', 'server/x.ts', "import { getRootStore } from '@site/stores';\nexport const y = getRootStore;\n"],
];


const allowed: Array<[string, string, string]> = [
  ['a parcel using utility modules and its own files', 'parcels/home/src/x.ts', "import { getRootStore } from '@site/stores';\nimport { renderSkeleton } from '@site/ui';\nimport { Home } from './home';\nexport const y = [getRootStore, renderSkeleton, Home];\n"],
  ['the server using the pure modules', 'server/x.ts', "import { validateCoupon } from '@site/betting';\nimport { resolveRoute } from '@site/routes';\nexport const y = [validateCoupon, resolveRoute];\n"],
  ['a utility module using another', 'shared-deps/stores/src/x.ts', "import { publish } from '@site/bus';\nexport const y = publish;\n"],
];

// one eslint process for every case
let findings: string[][] = [];
beforeAll(() => {
  const cases = [...forbidden, ...allowed].map(([, filePath, code]) => ({ filePath, code }));
  findings = JSON.parse(execFileSync(process.execPath, ['test/architecture/lint-cases.mjs'], { input: JSON.stringify(cases), encoding: 'utf8' }));
}, 60_000);

test.each(forbidden.map((c, i) => [c[0], i] as const))('%s is refused', (_what, i) => {
  expect(findings[i]).not.toEqual([]);
});

test.each(allowed.map((c, i) => [c[0], forbidden.length + i] as const))('%s is allowed', (_what, i) => {
  expect(findings[i]).toEqual([]);
});
