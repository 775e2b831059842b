import { describe, expect, it } from 'vitest';
import { SPRING_1901 } from '../../shared/game/test-script';
import { asPower, deliverMail, keepMailEachTest, mailGame, POWERS, type SentMail } from './support/mail';

/*
 * PROGRESSIVE (seed 1.9): "Using proper grammar and no all-caps in results messages." The
 * results mail and the HISTORY by mail, read as a player reads them.
 */

const mail = keepMailEachTest();
const drain = (id: string): Promise<SentMail[]> => deliverMail(mail, id);

/** Every word of two capitals or more in a text, but the deadline's time zone and the game's name. */
const capitals = (text: string): string[] => (text.match(/\b[A-Z]{2,}\b/g) ?? []).filter((w) => w !== 'UTC');

describe('PROGRESSIVE', () => {
  it('a results mail tells each order in a sentence, places by their full names, and has no all-caps', async () => {
    const g = await mailGame(['RULE PROGRESSIVE']);
    await drain(g.id);
    for (const power of POWERS) await asPower(g, power, ...SPRING_1901[power]!);
    const out = await drain(g.id);
    const france = out.find((m) => m.to === g.players.FRANCE!.address && m.subject.endsWith('Spring 1901 movement results'))!;
    expect(france).toBeDefined();
    const text = france.text;
    expect(text).toContain(`Spring 1901 movement results for game '${g.id}' (${g.id}).`);
    expect(text).toContain(
      [
        'France:',
        '  The fleet in Brest moves to the Mid-Atlantic Ocean.',
        '  The army in Paris moves to Burgundy.',
        '  The army in Marseilles moves to Spain.',
      ].join('\n'),
    );
    expect(text).toContain("  The fleet in St Petersburg's south coast moves to the Gulf of Bothnia.");
    expect(text).toContain('  The army in Venice holds.');
    expect(text).not.toContain('Results of');
    expect(capitals(text.replace(g.id, ''))).toEqual([]);
  });

  it('the HISTORY by mail is told the same way; a game without the rule keeps the judges\' form', async () => {
    const g = await mailGame(['RULE PROGRESSIVE']);
    for (const power of POWERS) await asPower(g, power, ...SPRING_1901[power]!);
    const history = (await asPower(g, 'ENGLAND', `HISTORY ${g.id}`)).text;
    expect(history).toContain('Spring 1901 movement results for game');
    expect(history).toContain('  The fleet in London moves to the North Sea.');
    expect(history).not.toContain('F LON - NTH');

    const plain = await mailGame();
    for (const power of POWERS) await asPower(plain, power, ...SPRING_1901[power]!);
    const before = (await asPower(plain, 'ENGLAND', `HISTORY ${plain.id}`)).text;
    expect(before).toContain('Results of Spring 1901 movement');
    expect(before).toMatch(/England: +F LON - NTH/);
  });
});
