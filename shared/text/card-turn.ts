import type { CardRecord, CardTurnStep } from '../variants/card/state.js';
import { paragraph } from './layout.js';
import { count, listOf, powerTitle } from './words.js';

/**
 * A Card Diplomacy turn told step by step, as its results mail tells it: each round's
 * cards shown (public at the table), then each decision in turn, an order with what became
 * of it or a pass, and the decisions the judge made for a player out of time. The orders
 * by power follow in the results as in any game; this is the order they came in. No
 * deck is named here: only the cards shown, which everyone at the table saw.
 */
export function cardTurnLines(card: CardRecord): string {
  const lines: string[] = [];
  let round = 0;
  for (const step of card.steps) {
    if (step.kind === 'round') {
      round++;
      if (lines.length > 0) lines.push('');
      lines.push(paragraph(`Round ${round}: ${listOf(step.shown.map((s) => `${powerTitle(s.power)} ${s.card}`))}.`, '', '  '));
      if (step.matched.length > 0) lines.push(paragraph(`${listOf(step.matched.map(powerTitle))} showed the same card and pass.`, '  ', '    '));
    } else {
      lines.push(paragraph(decision(step), '  ', '    '));
    }
  }
  const passes = card.steps.filter((s) => s.kind === 'pass').length;
  const head = `The turn was played card by card: ${count(round, 'round')}, ${count(card.steps.length - round - passes, 'order')} and ${count(passes, 'pass', 'passes')}.`;
  return [paragraph(head), '', ...(lines.length === 0 ? ['No card was shown: the turn ended before the decks were played.'] : lines)].join('\n');
}

function decision(step: Exclude<CardTurnStep, { kind: 'round' }>): string {
  const who = powerTitle(step.power);
  const late = step.timeout === true ? ' (out of time: the judge decided)' : '';
  if (step.kind === 'pass') return `${who} passes${late}.`;
  const outcome = step.result === 'succeeds' ? '' : ` (*${step.result}*)`;
  const dislodging = step.dislodged === undefined ? '' : `, dislodging ${step.dislodged}`;
  const reason = step.reason === undefined || step.result === 'succeeds' ? '' : ` ${step.reason}`;
  return `${who}: ${step.order}${outcome}${dislodging}${late}.${reason}`;
}
