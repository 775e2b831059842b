import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { activeGame, holds, master, must, player, POWERS } from '../../shared/game/test-game';
import type { GameEvent, GameState } from '../../shared/game/types';
import type { PowerName } from '../../shared/map/types';
import { archiveEnding, archiveGame, archivePhase, readArchivedGame } from '../../workers/db/archive';
import { mailPayloads, mailEntries } from '../../workers/room/mail-out';
import { entriesFor } from '../../workers/room/outbox';

/*
 * A Crystal Ball game's processed lists on their way out of the room, where the view's
 * cut does not reach: the results mail (each reader his own lists), the archive (the
 * lists left out while the game runs, revealed at its end).
 */

const LISTS: Readonly<Record<PowerName, readonly string[]>> = {
  ENGLAND: ['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR'],
  FRANCE: ['A PAR - BUR', 'A MAR - SPA', 'F BRE - MAO', 'A PAR P GERMANY'],
};

/** S1901 processed, every player taking mail; the events of the step that processed it. */
function playedS1901(id: string, rules: readonly string[] = []): { state: GameState; events: readonly GameEvent[] } {
  let s: GameState = { ...activeGame(rules, { variant: 'crystal_ball' }), id };
  s = { ...s, players: s.players.map((p) => ({ ...p, contact: { email: `${p.name}@example.com`, by: 'mail' as const } })) };
  let events: readonly GameEvent[] = [];
  for (const phase of ['S1901M', 'F1901M']) {
    for (const power of POWERS) {
      const done = must(s, player(power), { type: 'orders', power, phase, lines: LISTS[power] ?? holds(s, power) });
      s = done.state;
      events = done.events;
    }
  }
  expect(events.some((e) => e.type === 'phase_processed')).toBe(true);
  return { state: s, events };
}

/** The results mail each player was sent, by power. */
function resultsMail(state: GameState, events: readonly GameEvent[]): Map<PowerName, string> {
  const bodies = new Map<PowerName, string>();
  for (const entry of mailEntries(state, events, state.createdAt, { reachable: () => true })) {
    if (entry.kind !== 'mail') continue;
    const mail = mailPayloads.mail.parse(entry.payload);
    if (!mail.subject.endsWith(' results')) continue;
    const power = state.players.find((p) => p.id === mail.playerId)!.power!;
    bodies.set(power, mail.body);
  }
  return bodies;
}

const TITLES = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];

describe('a Crystal Ball game\'s results mail', () => {
  it('gives each reader his own lines and annotations, never another power\'s', () => {
    const { state, events } = playedS1901('cb-mail-1');
    const bodies = resultsMail(state, events);
    expect([...bodies.keys()].sort()).toEqual([...POWERS]);
    for (const [power, body] of bodies) {
      const own = power.charAt(0) + power.slice(1).toLowerCase();
      expect(body).toContain(`${own}:`);
      for (const other of TITLES.filter((t) => t !== own)) expect(body).not.toContain(`${other}:`);
    }
    // France's proxy was not used (Germany gave the army no order): refused, and the order
    // it came after was revoked by it; each line marked by its annotation alone.
    expect(bodies.get('FRANCE')).toContain('A PAR P GERMANY  (*refused*)\n');
    expect(bodies.get('FRANCE')).toContain('A PAR - BUR  (*revoked*)\n');
  });

  it('under PUBLIC_LISTS gives everyone every list', () => {
    const { state, events } = playedS1901('cb-mail-2', ['PUBLIC_LISTS']);
    for (const body of resultsMail(state, events).values()) for (const title of TITLES) expect(body).toContain(`${title}:`);
  });
});

describe('a Crystal Ball game in the archive', () => {
  it('keeps a running game\'s lists out of its phase rows, and writes them in when the game ends', async () => {
    const { state, events } = playedS1901('cb-archive-1');
    let seq = 0;
    const entries = entriesFor(state, events, state.createdAt, () => ++seq);
    const phase = entries.find((e) => e.kind === 'archive_phase');
    expect(phase?.payload).toMatchObject({ seq: 1, record: { orders: {}, results: [] } });
    const record = (phase!.payload as { record: GameState['history'][number] }).record;
    expect(record.position).toEqual(state.history[0]!.position);

    const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    unwrap(await archiveGame(env.DB, state, state.createdAt));
    unwrap(await archivePhase(env.DB, state.id, 1, record));
    const running = unwrap(await readArchivedGame(env.DB, state.id));
    expect(running.phases[0]!.record.orders).toEqual({});

    const ended = must(state, master, { type: 'terminate' }).state;
    unwrap(await archiveEnding(env.DB, ended, ended.createdAt));
    const archived = unwrap(await readArchivedGame(env.DB, state.id));
    expect(archived.phases).toHaveLength(1);
    expect(archived.phases[0]!.record.orders).toEqual(state.history[0]!.orders);
    expect(archived.phases[0]!.record.results).toEqual(state.history[0]!.results);
  });

  it('archives a standard game\'s phases whole, as before', () => {
    const s = activeGame([]);
    const done = must(s, master, { type: 'process' });
    let seq = 0;
    const phase = entriesFor(done.state, done.events, s.createdAt, () => ++seq).find((e) => e.kind === 'archive_phase');
    expect((phase!.payload as { record: unknown }).record).toBe(done.state.history[0]);
  });
});
