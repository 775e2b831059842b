import type { GameState, RevivalLetter } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { blocks, paragraph } from './layout.js';
import { ordersText } from './orders.js';
import { gameSubject, type Notice } from './subjects.js';
import { gameTitle, powerTitle } from './words.js';

/**
 * REVIVE's letters: the welcome back to the player the master brought back, with the new
 * password (and web secret) the DPjudge's Email page promises him; and word to the others
 * that the power is played again.
 */
export function welcomeBackNotice(state: GameState, power: PowerName, letter: RevivalLetter | undefined): Notice {
  const title = powerTitle(power);
  const signOn = `SIGNON ${power.toLowerCase()}@${state.id}`;
  return {
    subject: gameSubject(state, `welcome back to ${title}`),
    body: blocks(
      paragraph(`The master has undone your resignation: you are again ${title} in the ${gameTitle(state)}.`),
      letter === undefined
        ? paragraph(`Your password is new: the master gives it to you. Sign on with ${signOn} and it.`)
        : paragraph(`Your password is now '${letter.password}': sign on with ${signOn} ${letter.password}. You may change it with SET PASSWORD.`),
      ...(letter === undefined ? [] : [paragraph(`Your secret for the web (keep it): ${letter.secret}`)]),
      paragraph('Welcome back to the judge.'),
      ordersText(state, power).trimEnd(),
    ),
  };
}

/** To the other players: the power's player is back. */
export function revivedNotice(state: GameState, power: PowerName): Notice {
  const title = powerTitle(power);
  return { subject: gameSubject(state, `${title} played again`), body: blocks(paragraph(`${title}'s player is back in the ${gameTitle(state)}: the master has undone his resignation.`)) };
}
