import type { OrderReport } from '../../adjudicate/types.js';
import type { PowerName } from '../../map/types.js';
import { actsFor } from '../../game/actors.js';
import { currentPhase, phaseMap } from '../../game/board.js';
import type { LiveCommand, Moved, Play } from '../../game/play.js';
import { advanceGame, type Played } from '../../game/process.js';
import { standardPlay } from '../../game/standard-play.js';
import { done, refuse, type Outcome } from '../../game/step.js';
import type { Actor, GameEvent, GameState, World } from '../../game/types.js';
import { fail, ok } from '../../result.js';
import { cardText, stackDeck, type Card } from './cards.js';
import { mayPass, roundOf } from './round.js';
import { LIVE_TURN } from './live.js';
import { deckSeed, stackedDeckFor } from './seed.js';
import type { CardGame, CardTurnStep } from './state.js';
import { CARD_CLOCK_SECONDS, cardOf, cardPlayers, cardToDecide } from './table.js';
import { endTurn, playOrder, startTurn, type CardTurn } from './turn.js';

/**
 * Card Diplomacy's hooks (shared/game/play.ts): the Spring and Fall movement turns are
 * played live, one decision at a time (README.md); retreats left and the winter adjustments
 * are the standard game's. A turn: every power with units stacks its deck; then round after
 * round each power with something left to order shows its top card, and in the order the
 * cards make (round.ts) orders one unit (or retreats one), or passes. Each decision has its
 * clock (`settings.cardClock` seconds): a player who runs out passes, or holds a unit when
 * he may not pass. Dummies nobody plays show no cards: their units stand.
 */

const isMovement = (state: GameState): boolean => currentPhase(state).type === 'M';
const clockMs = (state: GameState): number => (state.settings.cardClock ?? CARD_CLOCK_SECONDS) * 1000;

/** A round of nothing but identical cards shows again; so many at most before the turn ends (a guard, never reached in play). */
const MAX_EMPTY_ROUNDS = 50;


/** Whether the power has a unit still to order this turn, or one waiting for its retreat. */
const hasWork = (turn: CardTurn, power: PowerName): boolean =>
  turn.units.some((u) => u.power === power && !turn.ordered.includes(u.id)) || turn.waiting.some((w) => w.power === power);

const unitText = (u: { kind: string; at: string }): string => `${u.kind} ${u.at}`;

function refusal(state: GameState, actor: Actor, power: PowerName): Outcome | null {
  if (state.seats[power] === undefined) return refuse('unknown_power', `${power} is not a power of this game.`);
  if (!actsFor(state, actor, power)) return refuse('not_allowed', `Only ${power}'s player (or the master) may play for ${power}.`);
  if (state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: cards are played only while it is active.`);
  if (state.paused) return refuse('paused', 'The game is paused: no card is played until the master resumes it.');
  if (!isMovement(state)) return refuse('no_orders_now', `${state.position.phase} is not a movement turn: cards are played in Spring and Fall; send the phase's orders instead.`);
  if (!cardPlayers(state).includes(power)) return refuse('no_orders_now', `${power} has no units to play in ${state.position.phase}.`);
  return null;
}

/** The state with the Card state set, and the events of what happened. */
type Going = { state: GameState; events: GameEvent[] };

const withCard = (state: GameState, card: CardGame): GameState => ({ ...state, card });

function stepped(going: Going, card: CardGame, step: CardTurnStep): { going: Going; card: CardGame } {
  const next = { ...card, steps: [...card.steps, step] };
  return { going: { state: withCard(going.state, next), events: [...going.events, { type: 'card_step', phase: card.phase, step }] }, card: next };
}

/** The deck of a power that did not stack (or whose deck ran out): shuffled from the game's seed. */
function shuffledDeck(state: GameState, power: PowerName, draw: number): Card[] {
  const deck = stackDeck([], deckSeed(state.id, state.position.phase, power, draw));
  if (!deck.ok) throw new Error(`A full deck failed to shuffle: ${deck.error.message}`);
  return deck.value;
}

/** Every power due stacked: the turn begins, with its first round. */
function begin(going: Going, card: CardGame, now: number): Going {
  const state = going.state;
  const decks = { ...card.decks };
  for (const p of cardPlayers(state)) if (decks[p] === undefined) decks[p] = shuffledDeck(state, p, 0);
  const started: CardGame = { ...card, decks, turn: startTurn(state.position) };
  return nextRound({ state: withCard(state, started), events: going.events }, started, now);
}

/** The next round's cards shown, or the turn's end when nobody has anything left to order. */
function nextRound(going: Going, card: CardGame, now: number): Going {
  let g = going;
  let c = card;
  for (let tries = 0; tries < MAX_EMPTY_ROUNDS; tries++) {
    const turn = c.turn!;
    const showing = Object.keys(c.decks).filter((p) => hasWork(turn, p)).sort();
    if (showing.length === 0) break;
    const decks = { ...c.decks };
    const shown = showing.map((power) => {
      let deck = decks[power]!;
      if (deck.length === 0) deck = shuffledDeck(g.state, power, c.steps.length + 1);
      decks[power] = deck.slice(1);
      return { power, card: deck[0]! };
    });
    const round = roundOf(shown);
    const s = stepped(g, { ...c, decks }, { kind: 'round', at: now, shown: shown.map((x) => ({ power: x.power, card: cardText(x.card) })), matched: round.matched });
    g = s.going;
    c = s.card;
    if (round.ladder.length > 0) {
      c = { ...c, round: { shown, ladder: round.ladder, matched: round.matched, at: 0 }, due: now + clockMs(g.state) };
      return { state: withCard(g.state, c), events: g.events };
    }
  }
  return finishTurn(g.state, c, now, g.events);
}

/** The decision made: the next power on the ladder, or the next round. */
function advance(going: Going, card: CardGame, now: number): Going {
  const round = card.round!;
  let at = round.at + 1;
  // A power left with nothing to order (its last unit disbanded) is skipped.
  while (at < round.ladder.length && !hasWork(card.turn!, round.ladder[at]!)) at++;
  if (at >= round.ladder.length) {
    const between = { ...card, round: null, due: null };
    return nextRound({ state: withCard(going.state, between), events: going.events }, between, now);
  }
  const next = { ...card, round: { ...round, at }, due: now + clockMs(going.state) };
  return { state: withCard(going.state, next), events: going.events };
}

/** The turn's record: the steps, every order as played, the units disbanded at its end. */
function turnRecord(state: GameState, card: CardGame, now: number): Played {
  const turn = card.turn ?? startTurn(state.position);
  const ended = endTurn(phaseMap(state), turn);
  // Our own turn on our own board: a failure is a bug, not input.
  if (!ended.ok) throw new Error(`Game ${state.id}, ${state.position.phase}: ${ended.error.message}`);
  const orders: Record<PowerName, string[]> = {};
  const results: OrderReport[] = [];
  for (const s of card.steps) {
    if (s.kind !== 'order') continue;
    (orders[s.power] ??= []).push(s.order);
    results.push({ power: s.power, order: s.order, result: s.result, ...(s.reason === undefined ? {} : { reason: s.reason }), ...(s.timeout ? { default: true as const } : {}) });
  }
  for (const w of ended.value.disbanded) results.push({ power: w.power, order: `${unitText(w)} D`, result: 'disbanded', reason: 'Dislodged and never retreated this turn.', default: true });
  return { record: { position: state.position, orders, results, processedAt: now, card: { steps: card.steps } }, next: ended.value.next };
}

function finishTurn(state: GameState, card: CardGame, now: number, events: GameEvent[]): Going {
  const { card: _gone, ...rest } = state;
  const out = advanceGame(rest as GameState, turnRecord(state, card, now), now);
  return { state: out.state, events: [...events, ...out.events] };
}

function stack(state: GameState, actor: Actor, power: PowerName, cards: readonly string[], world: World): Outcome {
  const refused = refusal(state, actor, power);
  if (refused !== null) return refused;
  const card = cardOf(state);
  if (card.turn !== null) return refuse('no_orders_now', `The cards of ${state.position.phase} are being played: decks are stacked before the turn, not during it.`);
  const deck = stackedDeckFor(state.id, state.position.phase, power, cards);
  if (!deck.ok) return refuse('bad_card', deck.error.message);
  const stacked: CardGame = {
    ...card,
    decks: { ...card.decks, [power]: deck.value },
    stacked: card.stacked.includes(power) ? card.stacked : [...card.stacked, power],
    // The stacking clock runs from the first deck stacked.
    due: card.due ?? world.now + clockMs(state),
  };
  const going: Going = { state: withCard(state, stacked), events: [{ type: 'card_stacked', power }] };
  if (cardPlayers(state).every((p) => stacked.stacked.includes(p))) {
    const out = begin(going, stacked, world.now);
    return done(out.state, out.events);
  }
  return done(going.state, going.events);
}

/** The power whose decision it is, or why this one may not decide now. */
function turnRefusal(state: GameState, actor: Actor, power: PowerName): Outcome | null {
  const refused = refusal(state, actor, power);
  if (refused !== null) return refused;
  const card = cardOf(state);
  if (card.turn === null) return refuse('not_your_turn', `The decks of ${state.position.phase} are still being stacked (${cardPlayers(state).filter((p) => !card.stacked.includes(p)).join(', ')} to stack).`);
  const due = cardToDecide(card);
  if (due !== power) return refuse('not_your_turn', due === null ? 'No decision is due now.' : `It is ${due}'s turn to order or pass, not ${power}'s.`);
  return null;
}

function play(state: GameState, actor: Actor, power: PowerName, text: string, world: World, timeout = false): Outcome {
  const refused = turnRefusal(state, actor, power);
  if (refused !== null) return refused;
  const card = cardOf(state);
  const played = playOrder(phaseMap(state), card.turn!, power, text);
  // An order that changed nothing is no decision: the player may write it again while his clock runs.
  if (played.turn === card.turn) return refuse('no_orders_now', played.step.reason ?? 'That order does nothing.');
  const step = played.step;
  const s = stepped({ state, events: [] }, { ...card, turn: played.turn }, {
    kind: 'order',
    at: world.now,
    power,
    order: step.order,
    result: step.result,
    ...(step.reason === undefined ? {} : { reason: step.reason }),
    ...(step.dislodged === undefined ? {} : { dislodged: unitText(step.dislodged) }),
    ...(timeout ? { timeout: true as const } : {}),
  });
  const out = advance(s.going, s.card, world.now);
  return done(out.state, out.events);
}

function pass(state: GameState, actor: Actor, power: PowerName, world: World, timeout = false): Outcome {
  const refused = turnRefusal(state, actor, power);
  if (refused !== null) return refused;
  const card = cardOf(state);
  const used = card.passes[power] ?? 0;
  if (!mayPass(card.round!, power, used)) {
    const at = card.round!.ladder.indexOf(power);
    const why = used >= 3 ? `${power} has passed three times this turn: it must order.` : at === 0 ? `${power} showed the highest card: it must order first.` : `${power} showed the lowest card: it must order last.`;
    return refuse('not_allowed', why);
  }
  const s = stepped({ state, events: [] }, { ...card, passes: { ...card.passes, [power]: used + 1 } }, { kind: 'pass', at: world.now, power, ...(timeout ? { timeout: true as const } : {}) });
  const out = advance(s.going, s.card, world.now);
  return done(out.state, out.events);
}

/** The clock ran out on the decision due: unstacked decks are shuffled, a player passes or holds a unit. */
function alarm(state: GameState, now: number): Moved | null {
  if (!isMovement(state)) return null;
  const card = cardOf(state);
  if (card.due === null || now < card.due) return null;
  if (card.turn === null) return begin({ state, events: [] }, card, now);
  const power = cardToDecide(card)!;
  const system: Actor = { kind: 'master' };
  const world = { now, random: () => 0 };
  const used = card.passes[power] ?? 0;
  const out = mayPass(card.round!, power, used)
    ? pass(state, system, power, world, true)
    : play(state, system, power, timeoutOrder(card.turn, power), world, true);
  if (!out.ok) throw new Error(`Game ${state.id}: the clock's decision for ${power} was refused: ${out.error.message}`);
  return { state: out.value.state, events: [...out.value.events] };
}

/** What the judge orders for a power out of time that may not pass: its first unit not ordered holds; else a waiting unit disbands. */
function timeoutOrder(turn: CardTurn, power: PowerName): string {
  const unit = turn.units.find((u) => u.power === power && !turn.ordered.includes(u.id));
  if (unit !== undefined) return `${unitText(unit)} H`;
  return `${unitText(turn.waiting.find((w) => w.power === power)!)} D`;
}

function live(state: GameState, actor: Actor, c: LiveCommand, world: World): Outcome {
  switch (c.type) {
    case 'card_stack':
      return stack(state, actor, c.power, c.cards, world);
    case 'card_play':
      return play(state, actor, c.power, c.order, world);
    case 'card_pass':
      return pass(state, actor, c.power, world);
  }
}


export const cardPlay: Play = {
  title: 'Card Diplomacy',
  live,
  alarm,
  orders: (state, actor, c, world) => (isMovement(state) ? refuse('no_orders_now', LIVE_TURN) : standardPlay.orders(state, actor, c, world)),
  clearOrders: (state, actor, c, world) => (isMovement(state) ? refuse('no_orders_now', LIVE_TURN) : standardPlay.clearOrders(state, actor, c, world)),
  missing: (state) => {
    if (!isMovement(state)) return standardPlay.missing(state);
    const card = cardOf(state);
    if (card.turn === null) return cardPlayers(state).filter((p) => !card.stacked.includes(p));
    const due = cardToDecide(card);
    return due === null ? [] : [due];
  },
  orderStatus: (state, power) => {
    if (!isMovement(state)) return standardPlay.orderStatus(state, power);
    const card = cardOf(state);
    if (card.turn === null) return card.stacked.includes(power) ? 'complete' : 'none';
    return hasWork(card.turn, power) ? 'incomplete' : 'complete';
  },
  // The phase's deadline, or the master's PROCESS: the turn ends here, every unit not ordered stays where it is.
  processNow: (state, now, late) => (isMovement(state) ? ok(finishTurn(state, cardOf(state), now, [])) : standardPlay.processNow(state, now, late)),
  processIfReady: (state, events, now) => (isMovement(state) ? { state, events: [...events] } : standardPlay.processIfReady(state, events, now)),
  preview: (state, now) => {
    if (!isMovement(state)) return standardPlay.preview(state, now);
    const played = turnRecord(state, cardOf(state), now);
    return ok({ record: played.record, next: played.next.phase });
  },
  rollback: (state, at, now, restore) => {
    const back = standardPlay.rollback(state, at, now, restore);
    if (!back.ok) return back;
    const { card: _gone, ...rest } = back.value;
    return ok(rest as GameState);
  },
  rollforward: (state, now) => {
    if (state.undone[0]?.card !== undefined) return fail('nothing_to_roll', 'A Card turn was played live, one decision at a time: it is played again at the table, not from its record.');
    return standardPlay.rollforward(state, now);
  },
};
