import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { buildWeb, dist, JS_BUDGET_BYTES, jsSizes, pageWeight } from '../../scripts/build-web.mjs';

// npm test builds web/dist before the tests; run alone, this test builds it itself.
test(`the client's JavaScript a page loads, rules and the largest board included, stays under ${JS_BUDGET_BYTES / 1024} kB gzipped`, () => {
  if (!existsSync(join(dist, 'index.html'))) buildWeb();
  const sizes = jsSizes();
  expect(sizes.length).toBeGreaterThan(0);
  const weight = pageWeight(sizes);
  // Every board's map is a chunk of its own, fetched by a game on it: none rides in the client's.
  expect(weight.maps).toBeGreaterThan(0);
  console.log(`web/dist JavaScript: ${(weight.client / 1024).toFixed(1)} kB gzipped, ${(weight.loaded / 1024).toFixed(1)} kB with the largest board's map`);
  expect(weight.loaded).toBeLessThan(JS_BUDGET_BYTES);
});
