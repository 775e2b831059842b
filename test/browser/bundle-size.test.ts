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

test('a board’s map the page preloads counts with the client’s JavaScript: only a map fetched on demand stands apart', () => {
  const sizes = [
    { file: 'assets/index-a.js', bytes: 1000 },
    { file: 'assets/map-standard-b.js', bytes: 30 },
    { file: 'assets/map-chaos-c.js', bytes: 50 },
  ];
  expect(pageWeight(sizes, '<script src="/assets/index-a.js"></script>')).toEqual({ client: 1000, largestMap: sizes[2], loaded: 1050, maps: 2 });
  // Were every map imported statically (the rules package's board registry called by the client), every page would load them all.
  const preloaded = '<script src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/map-standard-b.js"><link rel="modulepreload" href="/assets/map-chaos-c.js">';
  expect(pageWeight(sizes, preloaded)).toEqual({ client: 1080, largestMap: null, loaded: 1080, maps: 0 });
});
