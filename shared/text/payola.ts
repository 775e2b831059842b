import type { GameState } from '../game/types.js';
import { gameMap } from '../game/board.js';
import { parsePhase } from '../map/phase.js';
import type { GameMap, PowerName } from '../map/types.js';
import type { PayolaRecord, PayolaUnit, PayolaView, Transfer } from '../variants/payola/state.js';
import { blocks, pad, padLeft, paragraph, widest } from './layout.js';
import { gameSubject, type Notice } from './subjects.js';
import { gameTitle, phaseTitle, powerTitle } from './words.js';
import { deadlineSentence } from './clock.js';
import { currentPhase } from '../game/board.js';
import type { VariantTexts } from './variant.js';

/*
 * A Payola game's money as the judge mails it (MECHANICS §13–14): each power's account
 * statement after a movement phase, the income report after the winter, the notice of a
 * transfer to both sides, the chart of every bid, and the money lines of a STATUS.
 *
 * Each text is written from a record as `recordFor` cut it for its reader (or the view
 * `viewGame` gave him): what the cut left out is not printed, so the secrecy is the views'
 * and no text can leak what they hid. A field the cut removes is optional here for that
 * reason (a unit's price under HIDE_COST, the `*` under HIDE_OFFERS, the chart unless
 * PUBLIC_TOTALS); a stored record, which always has them, fits these types too.
 */

/** One unit of a movement phase, as the reader was shown it: the stored type, whose hidden fields are optional. */
export type SeenUnit = PayolaUnit;

/** A record's money, as the reader was shown it (PhaseRecord.payola after `recordFor`). */
export type SeenMoney = PayolaRecord;

/** The game as a Payola text names it. */
type Game = GameState;

/** Silver pieces, as the DPjudge writes them. */
const agp = (n: number): string => `${n} AgP`;

/** An offer line as a sheet shows it: a line written without an amount is the 0 AgP direct offer it stands for (§4.1). */
const sheetLine = (line: string): string => (/^\s*[A-Za-z]/.test(line) && !/^\s*[([]?\s*(NMR|CLEAR)\b/i.test(line) ? `0 : ${line.trim()}` : line.trim());

/**
 * A power's account statement for a movement phase (MECHANICS §14.1), from the record as
 * `recordFor` cut it for that power's player; null when the cut left him no money to be
 * told of (NO_LEDGERS, or a power that is not his).
 *
 * Its units with the order each gave and, where shown, its price and a `*` when its own
 * money was not in the winning order; the offers of his that were taken, or that none
 * were; his sheet as written; the balance before, the rounds of reduction, the total cost
 * and the balance after. What the cut hid (HIDE_COST: the prices; HIDE_OFFERS: the sheet,
 * the shares, the `*`, the rounds) is not there to print.
 */
export function ledgerText(game: Game, phase: string, power: PowerName, money: SeenMoney): string | null {
  const before = money.funds[power];
  if (before === undefined) return null;
  const map = gameMap(game.settings);
  const heading = `${phaseTitle(map, phase).toUpperCase()} ACCOUNT STATEMENT FOR ${power}`;
  const units = money.units ?? [];
  const own = units.filter((u) => u.power === power);
  const priced = own.some((u) => u.total !== undefined);
  const flagged = own.some((u) => u.ownerFunded === false);
  const price = widest(own.map((u) => (u.total === undefined ? '' : agp(u.total))));
  const unitLines = own.map((u) => {
    const cost = priced ? `${padLeft(u.total === undefined ? '' : agp(u.total), price)}  ` : '';
    const flag = flagged ? (u.ownerFunded === false ? '* ' : '  ') : '';
    return `  ${cost}${flag}${u.order ?? u.unit}`;
  });
  const ownBlock =
    own.length === 0
      ? 'You had no units this phase.'
      : [
          `Your units ${priced ? 'cost and ' : ''}were ordered as follows:`,
          ...unitLines,
          ...(own.some((u) => u.ownerFunded === false) ? ['  (* your own money was not in the order your unit gave)'] : []),
        ].join('\n');
  // HIDE_OFFERS: the cut keeps no sheets at all; otherwise a power that sent none has none in it.
  const sheet = money.offers === undefined ? undefined : (money.offers[power] ?? []);
  // HIDE_OFFERS: the cut keeps neither the sheet nor the shares: which offers were taken is not told.
  const shares = units.filter((u) => Object.hasOwn(u.paid, power));
  const width = widest(shares.map((u) => agp(u.paid[power]!)));
  const taken =
    sheet === undefined || sheet.length === 0
      ? null
      : shares.length === 0
        ? 'None of your offers were accepted.'
        : ['Your accepted offers were:', ...shares.map((u) => `  ${padLeft(agp(u.paid[power]!), width)}  ${u.order ?? u.unit}${u.power === power ? '' : ` (${powerTitle(u.power)})`}`)].join('\n');
  const sheetBlock = sheet === undefined ? null : sheet.length === 0 ? 'You sent no offers this phase.' : ['Your offer sheet was:', ...sheet.map((l) => `  ${sheetLine(l)}`)].join('\n');
  const income = money.income?.[power];
  // The balance after the offers: the treasury left, before any income that followed the phase.
  const spent = sheet === undefined ? (income === undefined && money.after[power] !== undefined ? before - money.after[power]! : null) : shares.reduce((sum, u) => sum + u.paid[power]!, 0);
  const rounds = money.reductions?.[power];
  const accounts: [string, string][] = [['Balance before the offers:', agp(before)]];
  if (sheet !== undefined) accounts.push(['Rounds of reduction:', rounds === undefined ? 'none' : String(rounds)]);
  if (spent !== null) accounts.push(['Total cost:', agp(spent)], ['Balance after the offers:', agp(before - spent)]);
  const label = widest(accounts.map(([l]) => l));
  const value = widest(accounts.map(([, v]) => v));
  return blocks(
    `${heading}\n${'='.repeat(heading.length)}`,
    paragraph(`Your account for ${phaseTitle(map, phase)} in ${gameTitle(game)}, for ${powerTitle(power)}'s eyes only.`),
    ownBlock,
    taken,
    sheetBlock,
    accounts.map(([l, v]) => `${pad(l, label)}  ${padLeft(v, value)}`).join('\n'),
  );
}

/** The subject of a power's account statement. */
export const ledgerSubject = (game: Game, phase: string): string => gameSubject(game, `${phaseTitle(gameMap(game.settings), phase)} account statement`);

/**
 * The chart of a movement phase (MECHANICS §14.2): every unit's candidate orders with each
 * power's money and the total, then each power's treasury before, rounds of reduction,
 * what it paid and its treasury after. Null when the cut shows no chart (the `bids` are
 * the master's, and everyone's under PUBLIC_TOTALS).
 */
export function chartText(game: Game, phase: string, money: SeenMoney): string | null {
  const units = money.units ?? [];
  if (units.length === 0 || units.some((u) => u.bids === undefined)) return null;
  const map = gameMap(game.settings);
  const unitBlocks = units.map((u) => {
    const bids = [...u.bids!].sort((a, b) => b.total - a.total);
    const width = widest(bids.map((b) => agp(b.total)));
    const lines = bids.map((b) => {
      const by = Object.entries(b.by).map(([p, n]) => `${abbrev(map, p)} ${n}`).join(', ');
      return `  ${b.order === u.order ? '>' : ' '} ${padLeft(agp(b.total), width)}  ${b.order}${by === '' ? '' : `  (${by})`}`;
    });
    // Who paid is shown only where the cut shows it (the master's chart; PUBLIC_TOTALS keeps the source of funds secret).
    const paid = Object.entries(u.paid).map(([p, n]) => `${powerTitle(p)} ${agp(n)}`).join(', ');
    const price = u.total === undefined ? '' : `, ${agp(u.total)}`;
    return [`${u.unit} (${powerTitle(u.power)}): ${u.order ?? '(order not told)'}${price}${paid === '' ? '' : `, paid by ${paid}`}`, ...lines].join('\n');
  });
  // Every treasury where the cut shows them all (the master's); a power's own balance is in its statement.
  const powers = Object.keys(money.funds);
  if (powers.length <= 1) return blocks(paragraph(`The chart of ${phaseTitle(map, phase)}, ${gameTitle(game)}: every order bid for each unit and the total bid for it (> the order given).`), unitBlocks.join('\n'));
  const paidBy = (p: PowerName): number => units.reduce((sum, u) => sum + (u.paid[p] ?? 0), 0);
  const rows = [['', 'before', 'rounds', 'paid', 'after'], ...powers.map((p) => [powerTitle(p), String(money.funds[p]), String(money.reductions?.[p] ?? 0), String(paidBy(p)), String(money.funds[p]! - paidBy(p))])];
  const widths = rows[0]!.map((_, k) => widest(rows.map((r) => r[k]!)));
  const table = rows.map((r) => r.map((cell, k) => (k === 0 ? pad(cell, widths[k]!) : padLeft(cell, widths[k]!))).join('  ').trimEnd()).join('\n');
  return blocks(
    paragraph(`The chart of ${phaseTitle(map, phase)}, ${gameTitle(game)}: every order bid for each unit, with each power's money (> the order given).`),
    unitBlocks.join('\n'),
    `Treasuries (AgP):\n${table}`,
  );
}

const abbrev = (map: GameMap, power: PowerName): string => map.powers.get(power)?.abbrev.toUpperCase() ?? power;

/** The subject of the chart. */
export const chartSubject = (game: Game, phase: string): string => gameSubject(game, `${phaseTitle(gameMap(game.settings), phase)} Payola chart`);

/**
 * The income report (MECHANICS §14.3): each power's balance carried forward, its income
 * and its balance now, for the powers whose lines the cut shows (a power its own; everyone
 * under PUBLIC_TOTALS; the master all). Null when it shows none.
 */
export function incomeText(game: Game, phase: string, money: SeenMoney): string | null {
  const lines = Object.entries(money.income ?? {});
  if (lines.length === 0) return null;
  const year = parsePhase(phase);
  const when = year.ok ? String(year.value.year) : phase;
  const blocksOf = lines.map(([power, line]) => {
    const rows: [string, string][] = [
      ['Balance forward:', agp(line.forward)],
      ['Income:', agp(line.income)],
      // VASSAL_DUMMIES: the part of the income each vassal earned for its controller.
      ...Object.entries(line.vassals ?? {}).map(([v, n]): [string, string] => [`  from ${powerTitle(v)}:`, agp(n)]),
      ['Current balance:', agp(line.balance)],
    ];
    const w = widest(rows.map(([l]) => l));
    const v = widest(rows.map(([, x]) => x));
    return [`${powerTitle(power)}:`, ...rows.map(([l, x]) => `  ${pad(l, w)}  ${padLeft(x, v)}`)].join('\n');
  });
  return blocks(paragraph(`Payola income report for ${when}, ${gameTitle(game)}: the year's income from the supply centres held.`), ...blocksOf);
}

/** The subject of the income report. */
export const incomeSubject = (game: Game, phase: string): string => {
  const year = parsePhase(phase);
  return gameSubject(game, `Payola income report ${year.ok ? year.value.year : phase}`);
};

/**
 * A transfer, told to one side of it (MECHANICS §13.2), from the transfer as the views
 * show it to that side: `from` null when ANON_TRANSFER hides the giver from the receiver.
 * `balance` is the reader's treasury now, when he may be told it.
 */
export function transferNotice(game: Game, transfer: Transfer, side: PowerName, balance: number | undefined): Notice {
  const giving = transfer.from === side;
  const line = giving ? `TRANSFER TO ${transfer.to}: ${agp(transfer.amount)}` : `TRANSFER FROM ${transfer.from ?? 'SOMEONE'}: ${agp(transfer.amount)}`;
  const sentence = giving
    ? `${powerTitle(side)} sent ${agp(transfer.amount)} to ${powerTitle(transfer.to)}.`
    : `${powerTitle(side)} received ${agp(transfer.amount)} from ${transfer.from === null ? 'a power the rules do not name (ANON_TRANSFER)' : powerTitle(transfer.from)}.`;
  return {
    subject: gameSubject(game, 'OFFICIAL Payola funds transfer'),
    body: blocks(line, paragraph(`${sentence} ${gameTitle(game)}.`), balance === undefined ? null : `Your balance is now ${agp(balance)}.`),
  };
}

/**
 * The money lines of a power's orders in a Payola game (STATUS and the end of every
 * reply): in a movement phase its offer sheet as written (a line an offer, indented),
 * then its treasury and its acceptance list, from the view `viewGame` gave the reader.
 * Null when the view shows nothing of this power.
 */
export function payolaLines(view: PayolaView, power: PowerName, movement: boolean): string | null {
  const funds = view.funds[power];
  const accept = view.accept[power];
  const sheet = view.offers[power];
  if (funds === undefined && accept === undefined && sheet === undefined) return null;
  const lines: string[] = [];
  if (movement) {
    lines.push(sheet === undefined || sheet.length === 0 ? 'No offers yet: each unit gives its owner\'s 0 AgP HOLD unless bribed.' : sheet.map((l) => `  ${sheetLine(l)}`).join('\n'));
  }
  const money = [...(funds === undefined ? [] : [`Treasury: ${agp(funds)}.`]), ...(accept === undefined ? [] : [`Acceptance list: ${accept}.`])];
  if (money.length > 0) lines.push(money.join(' '));
  return lines.join('\n');
}

/**
 * A Payola power's movement orders: its offer sheet as written (the view's, when the
 * reader was given one, which also brings the treasury and the acceptance list; else the
 * sheet on file, which only its own player or the master is shown).
 */
function offersText(state: GameState, power: PowerName, money: string | null): string {
  const map = gameMap(state.settings);
  const head = paragraph(`Offer sheet of ${powerTitle(power)} for ${phaseTitle(map, state.position.phase)}, ${gameTitle(state)}:`);
  const sheet = state.payola?.offers[power];
  const lines = money ?? (sheet === undefined || sheet.length === 0 ? 'No offers yet.' : sheet.map((l) => `  ${l}`).join('\n'));
  const sent = state.submitted.includes(power) ? 'This sheet is in.' : 'No offer sheet is in yet.';
  const wait = state.seats[power]?.wait ? ' WAIT is set: the phase will not be processed before its deadline.' : '';
  return blocks(head, lines, `${paragraph(`${sent}${wait}`)}\n${paragraph(deadlineSentence(state))}`);
}

/** Payola's texts: a movement phase's orders are the power's offer sheet, with its money as the view shows it to the reader. */
export const payolaTexts: VariantTexts = {
  orders: (state, power, money) => {
    if (state.payola === undefined || state.status !== 'active' || currentPhase(state).type !== 'M') return null;
    return offersText(state, power, money === undefined ? null : payolaLines(money, power, true));
  },
};
