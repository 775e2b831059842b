import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { activeGame, master, must } from '../../shared/game/test-game';
import type { GameEvent, GameState, PhaseRecord } from '../../shared/game/types';
import type { PayolaRecord } from '../../shared/variants/payola/state';
import { archiveEnding, archiveGame, archivePhase, readArchivedGame } from '../../workers/db/archive';
import { entriesFor } from '../../workers/room/outbox';

/*
 * A Payola game's money on its way to the archive, where no viewer is known: the phase
 * row the outbox keeps until D1 takes it is cut for anyone (`recordFor(…, null)`), so no
 * sheet, list, treasury or price waits in the room's storage or lands in D1, while the
 * game runs or after it ends (the archive keeps the board, the orders and the results).
 */

const MONEY: PayolaRecord = {
  funds: { FRANCE: 53, GERMANY: 48 },
  after: { FRANCE: 43, GERMANY: 11 },
  transfers: [{ from: 'ITALY', to: 'FRANCE', amount: 5, at: 1, phase: 'S1901M' }],
  offers: { FRANCE: ['7 : A MUN - BUR'], GERMANY: ['9 : A MUN - RUH'] },
  accept: { FRANCE: 'F?' },
  units: [{ unit: 'A MUN', power: 'GERMANY', order: 'A MUN - BUR', total: 7, paid: { FRANCE: 7 }, ownerFunded: false, bids: [] }],
  reductions: { GERMANY: 3 },
};

/** S1901 processed as a Payola game would record it, and the events of that step. */
function paidS1901(id: string): { state: GameState; ended: GameState; events: readonly GameEvent[] } {
  const done = must({ ...activeGame(), id }, master, { type: 'process' });
  const record: PhaseRecord = { ...done.state.history[0]!, payola: MONEY };
  // Made a standard game, then given its money: Payola's own hooks are not on this branch.
  const payola = (s: GameState): GameState => ({
    ...s,
    settings: { ...s.settings, variant: 'payola' },
    history: [record],
    payola: { funds: MONEY.after, accept: {}, offers: {}, transfers: [] },
  });
  return {
    state: payola(done.state),
    ended: payola(must(done.state, master, { type: 'terminate' }).state),
    events: done.events.map((e) => (e.type === 'phase_processed' ? { ...e, record } : e)),
  };
}

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('a Payola game in the archive', () => {
  it('keeps no money in the outbox\'s phase row nor in D1, while it runs and once it has ended', async () => {
    const { state, ended, events } = paidS1901('payola-archive-1');
    let seq = 0;
    const phase = entriesFor(state, events, state.createdAt, () => ++seq).find((e) => e.kind === 'archive_phase');
    const record = (phase!.payload as { record: PhaseRecord }).record;
    expect(record.payola).toEqual({ funds: {}, after: {}, transfers: [] });
    const stored = JSON.stringify(phase!.payload);
    for (const secret of ['7 : A MUN - BUR', '9 : A MUN - RUH', '"FRANCE":53', '"reductions"', '"amount"']) expect(stored).not.toContain(secret);
    expect(record.orders).toEqual(state.history[0]!.orders);

    unwrap(await archiveGame(env.DB, state, state.createdAt));
    unwrap(await archivePhase(env.DB, state.id, 1, record));
    unwrap(await archiveEnding(env.DB, ended, ended.createdAt));
    const archived = JSON.stringify(unwrap(await readArchivedGame(env.DB, state.id)));
    for (const secret of ['7 : A MUN - BUR', '9 : A MUN - RUH', '"FRANCE":53', '"funds"', '"offers"']) expect(archived).not.toContain(secret);
  });
});
