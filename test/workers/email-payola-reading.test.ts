import { describe, expect, test } from 'vitest';
import { echoOf, MASKED, readMail, type MailCommand, type ReadContext } from '../../workers/email/commands';
import { startsLikeOffer } from '../../workers/email/order-like';

/** Payola's lines in the mail, read before the game is known: offer lines, ACCEPT, TRANSFER. */

const judge: ReadContext = { game: null };

/** What a line after a SIGNON reads as. */
const after = (line: string): MailCommand => readMail(['SIGNON france@friday pw', line, 'STATUS'], judge).items[1]!.command;

describe('offer lines', () => {
  test('every form of the DPjudge reads as an offer line, kept as written', () => {
    for (const line of ['5 : A PAR - BUR', '3 ! F BRE H', '2 * 4 : A MAR - BUR | - PIE', '10 $', '5 + 20 $', '4#2 > A MUN H', ': A PAR H', '! F BRE - MAO', '> A MUN H', '@ A MUN - RUH', '& A VEN H', '1 & A VEN H % a gift', '(NMR)', '[CLEAR]', 'NMR', 'nmr']) {
      expect(after(line), line).toEqual({ kind: 'offer', text: line });
    }
  });

  test('an order written plainly stays an order (in a Payola game, the 0 AgP offer it stands for); CLEAR stays the command', () => {
    expect(after('A PAR - BUR')).toEqual({ kind: 'order', text: 'A PAR - BUR' });
    expect(after('CLEAR')).toEqual({ kind: 'clear' });
  });

  test('words are not offers: prose stays prose', () => {
    for (const prose of ['Thanks, Bob', 'Hello judge', 'NMR please', '555-1234', '2 of us will attack']) expect(startsLikeOffer(prose), prose).toBe(false);
    // A mistyped amount is still an offer line: the game says what is wrong with it.
    expect(startsLikeOffer('5x : A PAR - BUR')).toBe(true);
  });

  test('an offer line is quoted as written: the @ of a hold wildcard is no place, and masks nothing', () => {
    expect(echoOf('1 @ A VEN - PIE')).toBe('1 @ A VEN - PIE');
    expect(echoOf('@ A VEN - PIE')).toBe('@ A VEN - PIE');
    // A place written name@game still masks the password after it.
    expect(echoOf('SPY spies@game pw')).toBe(`SPY spies@game ${MASKED}`);
  });

  test('offer lines are not gathered as prose, nor taken for a signature', () => {
    const read = readMail(['SIGNON france@friday pw', '5 : A PAR - BUR', '3 ! F BRE H'], judge);
    expect(read.items.map((i) => i.command.kind)).toEqual(['signon', 'offer', 'offer']);
  });
});

describe('ACCEPT', () => {
  test.each<[string, MailCommand]>([
    ['ACCEPT FGE?', { kind: 'accept', list: 'FGE?' }],
    ['accept fge?', { kind: 'accept', list: 'fge?' }],
    // Spaces are nothing (the rules core's reader drops them); a comma is read and refused by the game.
    ['ACCEPT F G E ?', { kind: 'accept', list: 'FGE?' }],
    ['ACCEPT F,G,E,?', { kind: 'accept', list: 'F,G,E,?' }],
  ])('%s', (line, command) => expect(after(line)).toEqual(command));

  test('ACCEPT alone says how to write it', () => {
    const c = after('ACCEPT');
    expect(c.kind).toBe('invalid');
    expect((c as { message: string }).message).toContain('ACCEPT FGE?');
  });
});

describe('TRANSFER', () => {
  test.each<[string, MailCommand]>([
    ['TRANSFER 10 TO GERMANY', { kind: 'transfer', amount: 10, to: 'GERMANY' }],
    ['transfer 10 germany', { kind: 'transfer', amount: 10, to: 'GERMANY' }],
    ['TRANSFER 10 AGP TO G', { kind: 'transfer', amount: 10, to: 'G' }],
    ['TRANSFER 10 FROM FRANCE TO GERMANY', { kind: 'transfer', amount: 10, to: 'GERMANY', from: 'FRANCE' }],
  ])('%s', (line, command) => expect(after(line)).toEqual(command));

  test.each(['TRANSFER', 'TRANSFER 10', 'TRANSFER TEN TO GERMANY', 'TRANSFER -5 TO GERMANY', 'TRANSFER 1.5 TO GERMANY', 'TRANSFER 10 TO GERMANY AND ITALY', 'TRANSFER 0 TO GERMANY'])('%s is refused with how to write it', (line) => {
    const c = after(line);
    expect(c.kind).toBe('invalid');
    expect((c as { message: string }).message).toContain('TRANSFER 10 TO GERMANY');
  });
});
