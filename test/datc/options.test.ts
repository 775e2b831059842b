import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { answerAdjudicateRequest } from '../../shared/adjudicate/request.js';
import { standardMap } from '../../shared/map/standard.js';
import { readGolden } from './golden.js';

/**
 * Every position of the DATC under each board option of sections 1.3 and 1.4, and all of
 * them at once: the judge answers each (no error, one result a line), paradoxes included.
 * What each option decides is in rules-1.3.txt and rules-1.4.txt.
 */

const here = dirname(fileURLToPath(import.meta.url));
const cases = readdirSync(here)
  .filter((f) => /^6\.[A-Z]\.txt$/.test(f))
  .flatMap((f) => readGolden(f, readFileSync(join(here, f), 'utf8')));

const OPTIONS = ['COASTAL_CRAWL', 'FRIENDLY_FIRE', 'WEAK_BOUNCES', 'SAFE_CONVOYS', 'WEAK_CONVOYS', 'COASTAL_CONVOY', 'SIGNAL_SUPPORT', 'CONVOY_BACK', 'PORTAGE_CONVOY', 'MULTI_COAST_PORTAGE', 'FICTIONAL_OK', 'SHOW_PHANTOM'];

const SETS: [string, string[]][] = [...OPTIONS.map((o): [string, string[]] => [o, [o]]), ['all of them', OPTIONS]];

test.each(SETS)('every DATC position is adjudicated under %s', (_name, rules) => {
  for (const c of cases) {
    const block = c.blocks[0]!;
    const orders: Record<string, string[]> = {};
    for (const o of block.orders) (orders[o.power] ??= []).push(o.text);
    const answer = answerAdjudicateRequest(
      {
        id: c.id,
        variant: 'standard',
        phase: block.phase,
        units: block.units ?? {},
        dislodged: block.dislodged ?? {},
        standoffs: block.standoffs ?? [],
        ...(block.centers ? { centers: block.centers } : {}),
        orders,
        rules,
      },
      () => standardMap(),
    );
    if ('error' in answer) throw new Error(`${c.id}: ${answer.error.code}: ${answer.error.message}`);
    if (!('results' in answer)) throw new Error(`${c.id}: an income phase's answer, with no results`);
    expect(answer.results.filter((r) => !r.default), c.id).toHaveLength(block.orders.length);
  }
});
