import { describe, expect, it } from 'vitest';
import { asMaster, asPower, mailGame, outcomeOf } from './support/mail';

/**
 * The judge's mail as a player or master reads it: one blank line between parts, never
 * two; phases and deadlines written the one way the rest of the judge's mail writes them;
 * and a refusal that says what to write instead.
 */

/** The runs of two or more blank lines in a text, with what precedes them. */
function doubledBlanks(text: string): string[] {
  return [...text.matchAll(/(.{0,40})\n\n\n+/g)].map((m) => m[1]!);
}

describe('one blank line between the parts of a reply', () => {
  it("a player's STATUS, LIST, SUMMARY and HISTORY mid-mail, and the orders that end it", async () => {
    const game = await mailGame();
    const reply = await asPower(game, 'FRANCE', 'A PAR - BUR', 'STATUS', 'LIST', 'SUMMARY', 'HISTORY', 'F BRE - MAO');
    expect(doubledBlanks(reply.text)).toEqual([]);
  });

  it("the master's STATUS (every power's orders) and the orders that end his reply", async () => {
    const game = await mailGame();
    await asPower(game, 'FRANCE', 'A PAR - BUR');
    await asPower(game, 'ENGLAND', 'F LON - NTH');
    const reply = await asMaster(game, 'STATUS', 'PROCESS!', 'HISTORY');
    expect(doubledBlanks(reply.text)).toEqual([]);
  });
});
