import { describe, expect, it } from 'vitest';
import { asMaster, asPower, keepMailEachTest, mailGame, outcomeOf, storedState } from './support/mail';

/*
 * SUBMIT_MASTER: the master writes orders for any power. On the web and by the API he
 * always could (PUT orders naming the power); by mail, after SIGNON master, an ORDERS line
 * naming the power takes the lines under it as that power's orders, in every game, as the
 * DPjudge's master password signs on for any power. A player's ORDERS line names a phase, or a power he controls (CONTROL).
 */

// The judge's mail kept, not sent; each test on the test clock.
keepMailEachTest();

describe("the master's orders by mail", () => {
  it('takes the lines under ORDERS power as that power’s orders, for two powers in one mail', async () => {
    const g = await mailGame(['RULE SUBMIT_MASTER']);
    const reply = await asMaster(g, 'ORDERS FRANCE', 'A PAR - BUR', 'F BRE - MAO', 'ORDERS FOR ITALY S1901M', 'A VEN - TYR');
    expect(outcomeOf(reply, 'A PAR - BUR')).toContain('Accepted');
    expect(outcomeOf(reply, 'A VEN - TYR')).toContain('Accepted');
    const state = await storedState(g.id);
    expect(state.orders.FRANCE.map((o: { text: string }) => o.text)).toEqual(['A PAR - BUR', 'F BRE - MAO']);
    expect(state.orders.ITALY.map((o: { text: string }) => o.text)).toEqual(['A VEN - TYR']);
  });

  it('refuses a player\'s ORDERS for a power he does not control (test/workers/control.test.ts: one he does), and a power the game does not have', async () => {
    const g = await mailGame();
    const reply = await asPower(g, 'ENGLAND', 'ORDERS FRANCE', 'A PAR - BUR');
    expect(outcomeOf(reply, 'A PAR - BUR')).toMatch(/Only FRANCE's player \(or the master\) may order for FRANCE/);
    const word = await asPower(g, 'ENGLAND', 'ORDERS NARNIA', 'A LON - NTH');
    expect(outcomeOf(word, 'ORDERS NARNIA')).toMatch(/^Not understood: "NARNIA" is not a phase/);
    const state = await storedState(g.id);
    expect(state.orders.FRANCE).toBeUndefined();
    const unknown = await asMaster(g, 'ORDERS NARNIA', 'A PAR - BUR');
    expect(outcomeOf(unknown, 'ORDERS NARNIA')).toMatch(/NARNIA is not a power of this game/);
  });
});
