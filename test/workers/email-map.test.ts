import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { asMaster, asPower, mailGame, outcomeOf, send, type Reply } from './support/mail';

/**
 * MAP by mail (Email.txt: "it returns you, as an e-mail attachment, the map displaying the
 * current positions in the game"): the board as an SVG file, drawn by shared/draw/ as the
 * page draws it, cut to what the sender's view shows.
 */

/** The reply's attachments, read back as a mail program reads them. */
async function attachmentsOf(reply: Reply): Promise<{ filename: string | null; mimeType: string; text: string }[]> {
  const parsed = await PostalMime.parse(reply.raw);
  return parsed.attachments.map((a) => ({
    filename: a.filename,
    mimeType: a.mimeType,
    text: typeof a.content === 'string' ? a.content : new TextDecoder().decode(a.content),
  }));
}

/**
 * Whether the text is well-formed XML as far as tags go: every element closed, in order, and
 * one root. (workerd has no XML parser; this is what a viewer would first trip over.)
 */
function wellFormed(xml: string): string | null {
  const stack: string[] = [];
  let roots = 0;
  const body = xml.replace(/<!--[\s\S]*?-->/g, '').replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  for (const m of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/g)) {
    if (m[2] === undefined) return `a stray ${m[0]} at ${m.index}: ${body.slice(m.index!, m.index! + 60)}`;
    const [, close, name, , self] = m;
    if (close === '/') {
      if (stack.pop() !== name) return `</${name}> closes nothing open at ${m.index}`;
    } else if (self !== '/') {
      if (stack.length === 0) roots++;
      stack.push(name);
    } else if (stack.length === 0) roots++;
  }
  if (stack.length > 0) return `left open: ${stack.join(' > ')}`;
  return roots === 1 ? null : `${roots} roots`;
}

/** The units drawn, as "FRANCE A PAR", sorted. */
const unitsDrawn = (svg: string): string[] =>
  [...svg.matchAll(/<g class="unit[^"]*" data-at="([^"]+)" data-power="([^"]+)" data-kind="([AF])"/g)].map((m) => `${m[2]} ${m[3]} ${m[1]}`).sort();

const START = [
  'AUSTRIA A BUD', 'AUSTRIA A VIE', 'AUSTRIA F TRI', 'ENGLAND A LVP', 'ENGLAND F EDI', 'ENGLAND F LON',
  'FRANCE A MAR', 'FRANCE A PAR', 'FRANCE F BRE', 'GERMANY A BER', 'GERMANY A MUN', 'GERMANY F KIE',
  'ITALY A ROM', 'ITALY A VEN', 'ITALY F NAP', 'RUSSIA A MOS', 'RUSSIA A WAR', 'RUSSIA F SEV', 'RUSSIA F STP/SC',
  'TURKEY A CON', 'TURKEY A SMY', 'TURKEY F ANK',
].sort();

describe('MAP by mail', () => {
  it('a player signed on gets the board as an SVG attachment that parses, with the units of the position', async () => {
    const game = await mailGame();
    const reply = await asPower(game, 'FRANCE', 'MAP');
    const file = `${game.id}-s1901m.svg`;
    expect(outcomeOf(reply, 'MAP')).toBe(`The board is attached as ${file}: open it with a web browser.`);
    expect(reply.headers.get('content-type')).toMatch(/^multipart\/mixed/);
    // Every line of the message within what mail carries (RFC 5322: 998), the picture in base64 lines of 76.
    expect(reply.raw.split('\r\n').filter((l) => l.length > 998)).toEqual([]);
    const [svg, ...more] = await attachmentsOf(reply);
    expect(more).toEqual([]);
    expect(svg!.filename).toBe(file);
    expect(svg!.mimeType).toBe('image/svg+xml');
    expect(svg!.text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(wellFormed(svg!.text)).toBeNull();
    expect(unitsDrawn(svg!.text)).toEqual(START);
    // The map's own drawing, read from the static assets, is in it: the provinces' outlines.
    expect(svg!.text).toContain('<g id="provinces">');
    // No fog in a game that is not BLIND.
    expect(svg!.text).not.toContain('Fog:');
    // The orders that end the reply are still there, as text.
    expect(reply.text).toContain('The judge read your mail.');
  });

  it('MAP game without signing on, and the master’s MAP, show the units as they stand after a phase', async () => {
    const game = await mailGame();
    await asPower(game, 'FRANCE', 'A PAR - BUR');
    await asMaster(game, 'PROCESS!');
    const stranger = await send({ from: 'someone@example.com', body: `MAP ${game.id}` });
    const [svg] = await attachmentsOf(stranger);
    expect(svg!.filename).toBe(`${game.id}-f1901m.svg`);
    expect(unitsDrawn(svg!.text)).toContain('FRANCE A BUR');
    expect(unitsDrawn(svg!.text)).not.toContain('FRANCE A PAR');
    const master = await asMaster(game, 'MAP');
    const [his] = await attachmentsOf(master);
    expect(unitsDrawn(his!.text)).toEqual(unitsDrawn(svg!.text));
  });

  it('a bad game name, or none, gets a sentence and no attachment', async () => {
    const none = await send({ from: 'someone@example.com', body: 'MAP nosuchgame1' });
    expect(outcomeOf(none, 'MAP nosuchgame1')).toMatch(/nosuchgame1/);
    expect(await attachmentsOf(none)).toEqual([]);
    const bare = await send({ from: 'someone@example.com', body: 'MAP' });
    expect(outcomeOf(bare, 'MAP')).toBe('Not understood: name the game (MAP game).');
    const badName = await send({ from: 'someone@example.com', body: 'MAP no_such' });
    expect(outcomeOf(badName, 'MAP no_such')).toMatch(/letters and digits/);
    const pdf = await send({ from: 'someone@example.com', body: 'MAP friday pdf' });
    expect(outcomeOf(pdf, 'MAP friday pdf')).toMatch(/SVG only/);
    expect(await attachmentsOf(pdf)).toEqual([]);
  });

  it('signed on to one game, MAP of another is refused with why', async () => {
    const game = await mailGame();
    const reply = await asPower(game, 'FRANCE', 'MAP othergame');
    expect(outcomeOf(reply, 'MAP othergame')).toMatch(/you are signed on to/);
    expect(await attachmentsOf(reply)).toEqual([]);
  });
});
