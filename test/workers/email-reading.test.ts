import { describe, expect, test } from 'vitest';
import { commandLines } from '../../workers/email/body';
import { MASKED, readMail, type ReadContext } from '../../workers/email/commands';
import { replyText } from '../../workers/email/reply';
import type { Ran } from '../../workers/email/session';

/**
 * How a mail is read before anything is carried out (issue 10): press carried verbatim,
 * JOIN power password at the game's address, lines that are neither commands nor orders,
 * a signature written without "-- ", and every password masked in every echo.
 */

const judge: ReadContext = { game: null };
const atGame: ReadContext = { game: 'friday' };

describe('press is carried verbatim', () => {
  test('inside PRESS … ENDPRESS no line is dropped or altered; outside, quoting rules apply', () => {
    const text = [
      'SIGNON france@friday pw',
      'PRESS TO ENGLAND',
      'You wrote last week:',
      '> I will not move to the Channel.',
      '',
      '',
      'On Monday you said:',
      '// not a comment here',
      '-- ',
      'F.',
      'ENDPRESS',
      'On Mon, 1 Jan 2040, England wrote:',
      '> PRESS TO FRANCE',
      '> quoted, left out',
    ].join('\n');
    const lines = commandLines(text);
    expect(lines).toEqual([
      'SIGNON france@friday pw',
      'PRESS TO ENGLAND',
      'You wrote last week:',
      '> I will not move to the Channel.',
      '',
      '',
      'On Monday you said:',
      '// not a comment here',
      '--',
      'F.',
      'ENDPRESS',
    ]);
    const press = readMail(lines, judge).items[1]!.command;
    expect(press).toEqual({
      kind: 'press',
      to: ['ENGLAND'],
      quiet: false,
      body: 'You wrote last week:\n> I will not move to the Channel.\n\n\nOn Monday you said:\n// not a comment here\n--\nF.',
    });
  });

  test('a press never closed is read like the rest of the mail: the quoted mail below it is not press', () => {
    const lines = commandLines(['BROADCAST', 'Hello all.', '', 'On Mon, 1 Jan 2040, Ann wrote:', '> old text'].join('\n'));
    expect(lines).toEqual(['BROADCAST', 'Hello all.']);
  });

  test('a press line that begins with a command word but is no command stays in the press', () => {
    const read = readMail(['PRESS TO RUSSIA', 'Join me against Turkey, and take over the Black Sea.', 'ENDPRESS'], judge);
    expect(read.items.map((i) => i.command)).toEqual([
      { kind: 'press', to: ['RUSSIA'], quiet: false, body: 'Join me against Turkey, and take over the Black Sea.' },
    ]);
  });
});

describe('JOIN written to the game', () => {
  test('JOIN russia pw to the game address names the power', () => {
    expect(readMail(['JOIN russia pw'], atGame).items[0]!.command).toEqual({ kind: 'join', game: 'friday', power: 'russia', password: 'pw' });
    // The game's own name is still the game.
    expect(readMail(['JOIN friday pw'], atGame).items[0]!.command).toEqual({ kind: 'join', game: 'friday', power: null, password: 'pw' });
    expect(readMail(['JOIN russia pw'], judge).items[0]!.command).toEqual({ kind: 'join', game: 'russia', power: null, password: 'pw' });
  });
});

describe('lines that are neither commands nor orders', () => {
  test('an order-like line is an order; words are prose, not orders', () => {
    const kinds = (line: string) => readMail(['SIGNON france@friday pw', line, 'STATUS'], judge).items[1]!.command.kind;
    for (const order of ['A PAR - BUR', 'f bre-mao', 'Bu - Mun', 'BUILD A PAR', 'WAIVE', 'Paris - Burgundy', 'PAR-BUR', 'FRANCE A PAR H']) expect(kinds(order), order).toBe('order');
    for (const prose of ['Sent from my iPhone', 'Thanks,', 'Cheers, Bob', 'Hello judge, here are my moves']) expect(kinds(prose), prose).toBe('prose');
  });

  test('on the other boards, a place alone is prose and a place with an order word an order', () => {
    // Before the game is known a line is tried on every board: "for" is Youngstown's Formosa,
    // "Bob" some board's abbreviation; prose must not become a bad order for that.
    const kinds = (line: string) => readMail(['SIGNON france@friday pw', line, 'STATUS'], judge).items[1]!.command.kind;
    for (const prose of ['for this spring:', 'Bob', 'Ada is my friend']) expect(kinds(prose), prose).toBe('prose');
    for (const order of ['ADA - ANK', 'Ukraine holds', 'KAZ S ADA - ANK']) expect(kinds(order), order).toBe('order');
  });

  test('prose closing a mail is its signature, noted once; prose inside it is not understood, once a run', () => {
    const lines = ['SIGNON france@friday pw', 'Here are my orders', 'for this spring:', 'A PAR - BUR', 'Thanks,', 'Bob', '', 'Sent from my iPhone'];
    const read = readMail(lines, judge);
    expect(read.items.map((i) => [i.command, i.lines])).toEqual([
      [{ kind: 'signon', who: 'france', game: 'friday', password: 'pw' }, [0]],
      [{ kind: 'prose', signature: false }, [1, 2]],
      [{ kind: 'order', text: 'A PAR - BUR' }, [3]],
      [{ kind: 'prose', signature: true }, [4, 5, 7]],
    ]);
  });

  test('after the first run of prose, the others are answered in a word', () => {
    const read = readMail(['SIGNON france@friday pw', 'Hello judge', 'A PAR - BUR', 'and then', 'F BRE - MAO', 'and also', 'STATUS'], judge);
    expect(read.items.filter((i) => i.command.kind === 'prose').map((i) => i.command)).toEqual([
      { kind: 'prose', signature: false },
      { kind: 'prose', signature: false, again: true },
      { kind: 'prose', signature: false, again: true },
    ]);
  });

  test('a mail of prose alone has no signature: it is not understood', () => {
    expect(readMail(['Hello, how do I play?'], judge).items.map((i) => i.command)).toEqual([{ kind: 'prose', signature: false }]);
  });

  test('a command mistyped in capitals at the end is not taken for a signature', () => {
    expect(readMail(['SIGNON france@friday pw', 'STATSU'], judge).items[1]!.command).toEqual({ kind: 'prose', signature: false });
  });
});

describe('every password is masked in every echo', () => {
  test.each<[string, ReadContext]>([
    ['SIGNON france@friday Secret1', judge],
    ['SIGNON Secret1', judge],
    ['JOIN friday Secret1', judge],
    ['JOIN russia@friday Secret1 Privacy1', judge],
    ['JOIN Secret1', atGame],
    ['JOIN russia Secret1', atGame],
    ['TAKEOVER austria@friday Secret1', judge],
    ['OBSERVE olga@friday Secret1', judge],
    ['OBS olga Secret1', atGame],
    ['MONITOR nosyParker@friday Secret1', judge],
    ['INVEST DonTrump@friday Secret1', judge],
    ['INVESTOR DonTrump@friday Secret1', judge],
    ['SPY SpysAreUs@friday Secret1', judge],
    ['SET PASSWORD Secret1', judge],
    ['set password Secret1', judge],
    ['RESIGN france@friday Secret1', judge],
    ['CREATE friday Secret1', judge],
    ['PURGE friday Secret1', judge],
    ['PURGE Secret1', atGame],
    ['RENAME friday monday Secret1', judge],
    ['RENAME monday Secret1', atGame],
    // A private game's privacy password, after the player's own.
    ['JOIN france@friday Secret1 Privacy1', judge],
    ['TAKEOVER austria@friday Secret1 Privacy1', judge],
  ])('%s', (line, context) => {
    const read = readMail([line], context);
    expect(read.items[0]!.echo).toContain(MASKED);
    expect(read.items[0]!.echo).not.toContain('Secret1');
    expect(read.items[0]!.echo).not.toContain('Privacy1');
  });

  test("CREATE's options: a PRIVATE password is masked where the reply quotes it", () => {
    const lines = ['CREATE friday Secret1', 'DESC A friendly game', 'PRIVATE Privacy1', 'SIGNOFF'];
    const read = readMail(lines, judge);
    const ran: Ran = { told: read.items.map((item) => ({ item, notes: [] })), closing: [], games: [] };
    const reply = replyText(lines, read, ran);
    expect(reply).toContain('> PRIVATE ********');
    expect(reply).toContain('> DESC A friendly game');
    expect(reply).not.toMatch(/Secret1|Privacy1/);
  });
});
