import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { buildWeb, dist, JS_BUDGET_BYTES, jsSizes } from '../../scripts/build-web.mjs';

// npm test builds web/dist before the tests; run alone, this test builds it itself.
test(`the client's JavaScript, rules included, stays under ${JS_BUDGET_BYTES / 1024} kB gzipped`, () => {
  if (!existsSync(join(dist, 'index.html'))) buildWeb();
  const sizes = jsSizes();
  expect(sizes.length).toBeGreaterThan(0);
  const total = sizes.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`web/dist JavaScript: ${(total / 1024).toFixed(1)} kB gzipped`);
  expect(total).toBeLessThan(JS_BUDGET_BYTES);
});
