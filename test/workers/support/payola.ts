import { expect } from 'vitest';
import { gameView, historyResponse, milaExport, socketMessage } from '../../../shared/schemas/api';
import { call, expectStatus, POWERS, type Power, type TestGame } from './api';
import { TestSocket } from './socket';

/*
 * Helpers for Payola games through the HTTP door: everyone who may look at a game (its
 * seven players, an observer, a stranger without a secret, the master), what each of them
 * is shown on every way out (the view, every page of the history, the export, the pushes of
 * a WebSocket held open since the start), and what none of them may find there.
 */

export type Viewer = { readonly kind: 'power'; readonly power: Power; readonly secret: string } | { readonly kind: 'observer'; readonly secret: string } | { readonly kind: 'stranger' } | { readonly kind: 'master'; readonly secret: string };

export const nameOf = (v: Viewer): string => (v.kind === 'power' ? v.power : v.kind);

/** A Payola game, everyone who looks at it, and a socket for each of them. */
export interface Watched {
  readonly game: TestGame;
  readonly viewers: readonly Viewer[];
  readonly sockets: Map<string, TestSocket>;
}

/** An observer joins, and every viewer opens a socket (each first pushed the game as it stands). */
export async function watch(game: TestGame): Promise<Watched> {
  const observer = expectStatus(await call('POST', `/api/games/${game.id}/observe`, { body: { name: 'Olga Observer' } }), 201);
  const viewers: Viewer[] = [
    ...POWERS.map((power) => ({ kind: 'power' as const, power, secret: game.seats[power].secret })),
    { kind: 'observer', secret: observer.secret as string },
    { kind: 'stranger' },
    { kind: 'master', secret: game.master },
  ];
  const sockets = new Map<string, TestSocket>();
  for (const v of viewers) {
    const socket = await TestSocket.open(game.id, 'secret' in v ? { secret: v.secret } : {});
    if (socket instanceof Response) throw new Error(`${nameOf(v)}'s socket was refused: ${socket.status}`);
    sockets.set(nameOf(v), socket);
  }
  return { game, viewers, sockets };
}

export function close(w: Watched): void {
  for (const s of w.sockets.values()) s.close();
}

/** Everything one viewer is shown of the game now, on every way out. */
export interface Seen {
  readonly view: any;
  readonly history: any[];
  readonly exported: any;
  /** What the socket was pushed since it was last read. */
  readonly pushes: any[];
}

const auth = (v: Viewer) => ('secret' in v ? { secret: v.secret } : {});

/** The messages pushed to a socket up to the game at this revision (every message read is checked against the schema). */
async function drain(socket: TestSocket, revision: number, who: string): Promise<any[]> {
  const out: any[] = [];
  for (;;) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const message = await Promise.race([
      socket.next(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${who}'s socket was never pushed revision ${revision}`)), 10_000);
      }),
    ]).finally(() => {
      if (timer !== undefined) clearTimeout(timer);
    });
    const parsed = socketMessage.safeParse(message);
    expect(parsed.success, `${who}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    out.push(message);
    if ((message as any).type === 'game' && (message as any).game.revision >= revision) return out;
  }
}

/** The game as this viewer sees it on every door now. */
export async function seenBy(w: Watched, v: Viewer): Promise<Seen> {
  const id = w.game.id;
  const view = expectStatus(await call('GET', `/api/games/${id}`, auth(v)), 200).game;
  expect(gameView.safeParse(view).success, `${nameOf(v)}'s view`).toBe(true);
  const history: any[] = [];
  for (let before: number | null | undefined; before !== null; ) {
    const page = expectStatus(await call('GET', `/api/games/${id}/history?limit=2${before === undefined ? '' : `&before=${before}`}`, auth(v)), 200);
    expect(historyResponse.safeParse(page).success, `${nameOf(v)}'s history`).toBe(true);
    history.unshift(...page.phases);
    before = page.next;
  }
  const exported = expectStatus(await call('GET', `/api/games/${id}/export`, auth(v)), 200);
  expect(milaExport.safeParse(exported).success, `${nameOf(v)}'s export`).toBe(true);
  const pushes = await drain(w.sockets.get(nameOf(v))!, view.revision, nameOf(v));
  return { view, history, exported, pushes };
}

/** Every `payola` object anywhere in what was seen, with where it was found. */
export function payolaIn(value: unknown, where = '$'): { where: string; payola: any }[] {
  if (value === null || typeof value !== 'object') return [];
  const found: { where: string; payola: any }[] = [];
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'payola' && inner !== null && typeof inner === 'object') found.push({ where: `${where}.payola`, payola: inner });
    found.push(...payolaIn(inner, `${where}.${key}`));
  }
  return found;
}

const keys = (map: unknown): string[] => (map === undefined || map === null ? [] : Object.keys(map));

/**
 * Asserts that what a viewer saw holds nothing of the money he may not see: another power's
 * sheet (as written anywhere: `sheets` holds every line each power wrote), treasury,
 * acceptance list, share of a payment, rounds of reduction, income, transfers, or the chart.
 * Under PUBLIC_TOTALS the chart is everyone's (each unit's order and price, the total bid
 * for each order), but not who paid nor any treasury. The master is not checked here.
 */
export function expectNothingHidden(seen: Seen, v: Viewer, sheets: Readonly<Record<string, readonly string[]>>, publicTotals = false): void {
  if (v.kind === 'master') return;
  const me = v.kind === 'power' ? v.power : null;
  const mine = (power: string) => power === me;
  const who = nameOf(v);
  const text = JSON.stringify(seen);
  for (const [power, lines] of Object.entries(sheets)) {
    if (mine(power)) continue;
    for (const line of lines) expect(text, `${who} sees ${power}'s offer "${line}"`).not.toContain(JSON.stringify(line));
  }
  for (const { where, payola } of payolaIn(seen)) {
    const at = `${who} at ${where}`;
    for (const field of ['offers', 'accept'] as const) expect(keys(payola[field]).filter((p) => !mine(p)), `${at}.${field}`).toEqual([]);
    for (const t of payola.transfers ?? []) expect(mine(t.to) || (t.from !== null && mine(t.from)), `${at}: a transfer of others ${JSON.stringify(t)}`).toBe(true);
    for (const field of ['funds', 'after', 'reductions', 'income'] as const) expect(keys(payola[field]).filter((p) => !mine(p)), `${at}.${field}`).toEqual([]);
    for (const unit of payola.units ?? []) {
      expect(keys(unit.paid).filter((p) => !mine(p)), `${at}: others' payments for ${unit.unit}`).toEqual([]);
      if (publicTotals) {
        // The chart is public, but not who put the money on each order.
        for (const b of unit.bids ?? []) expect(keys(b.by).filter((p) => !mine(p)), `${at}: who bid for ${b.order}`).toEqual([]);
        continue;
      }
      expect(unit.bids, `${at}: the chart of ${unit.unit}`).toBeUndefined();
      expect(mine(unit.power) || keys(unit.paid).length > 0, `${at}: ${unit.unit}, neither its own nor paid for`).toBe(true);
    }
  }
}

/** Every viewer's look at the game, checked: nothing hidden leaks; the master's look returned with the others. */
export async function lookAll(w: Watched, sheets: Readonly<Record<string, readonly string[]>>, publicTotals = false): Promise<Map<string, Seen>> {
  const all = new Map<string, Seen>();
  for (const v of w.viewers) {
    const seen = await seenBy(w, v);
    expectNothingHidden(seen, v, sheets, publicTotals);
    all.set(nameOf(v), seen);
  }
  return all;
}

/** A power's sheet sent through the orders route: every line accepted, answered in the judge's form. */
export async function sendSheet(g: TestGame, power: Power, lines: readonly string[]): Promise<any> {
  const body = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats[power].secret, body: { lines } }), 200);
  expect(body.power).toBe(power);
  expect(body.answers).toHaveLength(lines.length);
  for (const answer of body.answers) expect(answer, `${power}: ${answer.text}`).toMatchObject({ accepted: true, order: expect.any(String) });
  return body;
}
