import { describe, expect, test } from 'vitest';
import { commandLines } from '../../workers/email/body';
import { echoOf, MASKED, readMail, type MailCommand, type ReadContext } from '../../workers/email/commands';
import { absenceTimes } from '../../workers/email/absence';
import { deadlineAt } from '../../workers/email/deadline';
import { htmlText } from '../../workers/email/html';
import { standardMap } from '../../shared/map/standard';
import { powerNamed, recipientsNamed } from '../../workers/email/powers';

/** The command language read line by line: every command, and how each is written wrongly. */

const judge: ReadContext = { game: null };
const atGame: ReadContext = { game: 'friday' };

/** The one command a single line reads as. */
function one(line: string, context: ReadContext = judge): MailCommand {
  const read = readMail([line], context);
  expect(read.items).toHaveLength(1);
  return read.items[0]!.command;
}

describe('each command, written right', () => {
  test.each<[string, ReadContext, MailCommand]>([
    ['SIGNON france@friday pw', judge, { kind: 'signon', who: 'france', game: 'friday', password: 'pw' }],
    ['signon Ffriday pw', judge, { kind: 'signon', who: 'F', game: 'friday', password: 'pw' }],
    ['SIGNON Mfriday pw', judge, { kind: 'signon', who: 'M', game: 'friday', password: 'pw' }],
    ['JOIN france@friday pw Club123', judge, { kind: 'join', game: 'friday', power: 'france', password: 'pw', privacy: 'Club123' }],
    ['TAKEOVER austria@friday pw Club123', judge, { kind: 'takeover', who: 'austria', game: 'friday', password: 'pw', privacy: 'Club123' }],
    ['RENAME friday Monday masterpw', judge, { kind: 'rename', game: 'friday', name: 'Monday', password: 'masterpw' }],
    ['RENAME Monday masterpw', { game: 'friday' }, { kind: 'rename', game: 'friday', name: 'Monday', password: 'masterpw' }],
    ['PURGE friday masterpw', judge, { kind: 'purge', game: 'friday', password: 'masterpw' }],
    ['PURGE masterpw', { game: 'friday' }, { kind: 'purge', game: 'friday', password: 'masterpw' }],
    ['SIGNON master@Friday Secret', judge, { kind: 'signon', who: 'master', game: 'friday', password: 'Secret' }],
    // As on the DPjudge: without an @, the first letter is the power's, the rest the game.
    ['SIGNON france pw', judge, { kind: 'signon', who: 'f', game: 'rance', password: 'pw' }],
    ['SIGNON kibitzer@friday pw', judge, { kind: 'signon', who: 'kibitzer', game: 'friday', password: 'pw' }],
    ['SIGNON FRANCE pw', atGame, { kind: 'signon', who: 'FRANCE', game: 'friday', password: 'pw' }],
    ['SIGNON F pw', atGame, { kind: 'signon', who: 'F', game: 'friday', password: 'pw' }],
    ['SIGNON Ffriday pw', atGame, { kind: 'signon', who: 'F', game: 'friday', password: 'pw' }],
    ['SIGNON france@ pw', atGame, { kind: 'signon', who: 'france', game: 'friday', password: 'pw' }],
    ['SIGNON france@other pw', atGame, { kind: 'signon', who: 'france', game: 'other', password: 'pw' }],
    ['JOIN friday pw', judge, { kind: 'join', game: 'friday', power: null, password: 'pw' }],
    ['JOIN italy@friday pw', judge, { kind: 'join', game: 'friday', power: 'italy', password: 'pw' }],
    ['JOIN pw', atGame, { kind: 'join', game: 'friday', power: null, password: 'pw' }],
    ['JOIN italy@ pw', atGame, { kind: 'join', game: 'friday', power: 'italy', password: 'pw' }],
    ['OBSERVE olga@friday pw', judge, { kind: 'observe', name: 'olga', game: 'friday', password: 'pw' }],
    ['OBS olga@friday pw', judge, { kind: 'observe', name: 'olga', game: 'friday', password: 'pw' }],
    ['OBSERVER olga pw', atGame, { kind: 'observe', name: 'olga', game: 'friday', password: 'pw' }],
    ['INVEST DonTrump@friday iam_rich', judge, { kind: 'observe', name: 'DonTrump', game: 'friday', password: 'iam_rich', investor: true }],
    ['INV don pw', atGame, { kind: 'observe', name: 'don', game: 'friday', password: 'pw', investor: true }],
    ['TAKEOVER austria@friday pw', judge, { kind: 'takeover', who: 'austria', game: 'friday', password: 'pw' }],
    ['TAKEOVER Afriday pw', judge, { kind: 'takeover', who: 'A', game: 'friday', password: 'pw' }],
    ['RESIGN austria@friday pw', judge, { kind: 'resign', who: 'austria', game: 'friday', password: 'pw' }],
    ['RESIGN AUSTRIA', judge, { kind: 'resign_power', power: 'AUSTRIA' }],
    ['LIST', judge, { kind: 'list', game: null }],
    ['list Friday', judge, { kind: 'list', game: 'friday' }],
    ['SUMMARY friday', judge, { kind: 'summary', game: 'friday' }],
    ['HISTORY', judge, { kind: 'history', game: null }],
    ['STATUS', judge, { kind: 'status' }],
    ['CLEAR', judge, { kind: 'clear' }],
    ['A PAR - BUR', judge, { kind: 'order', text: 'A PAR - BUR' }],
    ['  f bre-mao  ', judge, { kind: 'order', text: 'f bre-mao' }],
    ['SET WAIT', judge, { kind: 'wait', wait: true }],
    ['set nowait', judge, { kind: 'wait', wait: false }],
    ['SET DEADLINE FRI 18:00', judge, { kind: 'deadline', when: { words: ['FRI', '18:00'] } }],
    ['SET PASSWORD NewOne', judge, { kind: 'password', password: 'NewOne' }],
    ['SET ADDRESS', judge, { kind: 'address', address: null }],
    ['SET ADDRESS ann@example.com', judge, { kind: 'address', address: 'ann@example.com' }],
    ['SET ADDRESS ann@example.com, ann@work.example', judge, { kind: 'address', address: 'ann@example.com', also: ['ann@work.example'] }],
    ['SET CONTACT MAIL', judge, { kind: 'contact', by: 'mail' }],
    ['SET CONTACT web', judge, { kind: 'contact', by: 'web' }],
    ['SET CONTACT BOTH', judge, { kind: 'contact', by: 'both' }],
    ['VOTE DRAW', judge, { kind: 'vote', vote: { kind: 'draw' } }],
    ['VOTE DIAS', judge, { kind: 'vote', vote: { kind: 'draw' } }],
    ['VOTE NONE', judge, { kind: 'vote', vote: null }],
    ['VOTE SOLO', judge, { kind: 'vote', vote: null }],
    ['VOTE FRANCE', judge, { kind: 'vote', vote: { kind: 'concede', to: 'FRANCE' } }],
    ['VOTE CONCEDE F', judge, { kind: 'vote', vote: { kind: 'concede', to: 'F' } }],
    ['SET DRAW', judge, { kind: 'vote', vote: { kind: 'draw' } }],
    ['SET NODRAW', judge, { kind: 'vote', vote: null }],
    ['VOTE YES', judge, { kind: 'answer_proposal', yes: true }],
    ['VOTE 3WAY', judge, { kind: 'vote', vote: { kind: 'draw', most: 3 } }],
    ['vote no', judge, { kind: 'answer_proposal', yes: false }],
    ['PROPOSE DIAS', judge, { kind: 'propose', ending: { kind: 'draw' } }],
    ['PROPOSE germany', judge, { kind: 'propose', ending: { kind: 'concede', to: 'GERMANY' } }],
    ['SET CONCEDE turkey', judge, { kind: 'vote', vote: { kind: 'concede', to: 'turkey' } }],
    ['SET NOCONCEDE', judge, { kind: 'vote', vote: null }],
    ['SET ABSENCE 24 DEC TO 6 JAN', judge, { kind: 'absence', from: ['24', 'DEC'], to: ['6', 'JAN'] }],
    ['SET ABSENCE 8 aug 2040', judge, { kind: 'absence', from: ['8', 'AUG', '2040'], to: null }],
    ['SET ABSENCE TO 13:00', judge, { kind: 'absence', from: null, to: ['13:00'] }],
    ['SET ABSENCE NONE', judge, { kind: 'absence_clear' }],
    ['PROCESS', judge, { kind: 'process', force: false }],
    ['PROCESS!', judge, { kind: 'process', force: true }],
    ['PROCESS! s1901m', judge, { kind: 'process', force: true, phase: 'S1901M' }],
    ['PREVIEW', judge, { kind: 'preview' }],
    ['ROLLBACK', judge, { kind: 'rollback', phase: null }],
    ['ROLLBACK s1901m', judge, { kind: 'rollback', phase: 'S1901M' }],
    // RESTORE: the orders as they were entered, which every rollback here gives back.
    ['ROLLBACK RESTORE', judge, { kind: 'rollback', phase: null, restore: true }],
    ['ROLLBACK restore W1904A', judge, { kind: 'rollback', phase: 'W1904A', restore: true }],
    ['ROLLBACK FULL RESTORE W1904A', judge, { kind: 'rollback', phase: 'W1904A', restore: true, full: true }],
    ['ROLLBACK FORMING', judge, { kind: 'rollback', phase: 'FORMING' }],
    ['ROLLFORWARD', judge, { kind: 'rollforward' }],
    ['ROLLFORWARD w1901a', judge, { kind: 'rollforward', phase: 'W1901A' }],
    ['DUMMY TURKEY', judge, { kind: 'dummy', power: 'TURKEY' }],
    ['CONTROL ITALY AUSTRIA FRANCE', judge, { kind: 'control', power: 'ITALY', controllers: ['AUSTRIA', 'FRANCE'] }],
    ['CONTROL ITALY', judge, { kind: 'control', power: 'ITALY', controllers: [] }],
    ['TERMINATE', judge, { kind: 'terminate' }],
    ['ACTIVATE', judge, { kind: 'activate' }],
    ['WAIT', judge, { kind: 'pause' }],
    ['FORM', judge, { kind: 'noop', message: 'A game forms as soon as it is made.' }],
    ['ENDPRESS', judge, { kind: 'noop', message: 'No press was open.' }],
  ])('%s', (line, context, command) => {
    expect(one(line, context)).toEqual(command);
  });
});

describe('each command, written wrongly or not built, says why', () => {
  test.each<[string, ReadContext, 'invalid' | 'unbuilt', RegExp]>([
    ['SIGNON', judge, 'invalid', /SIGNON power@game password/],
    ['SIGNON france@friday', judge, 'invalid', /SIGNON power@game password/],
    ['SIGNON france@friday pw extra', judge, 'invalid', /SIGNON power@game password/],
    ['SIGNON F pw', judge, 'invalid', /names no game/],
    ['SIGNON @friday pw', judge, 'invalid', /names nobody/],
    ['SIGNON france@fri_day pw', judge, 'invalid', /letters and digits/],
    ['JOIN', judge, 'invalid', /JOIN game password/],
    ['JOIN pw', judge, 'invalid', /JOIN game password/],
    ['JOIN friday pw privacy extra', judge, 'invalid', /JOIN game password/],
    ['JOIN @friday pw', judge, 'invalid', /JOIN game password/],
    ['OBSERVE olga pw', judge, 'invalid', /OBSERVE name@game password/],
    ['OBSERVE ol*ga@friday pw', judge, 'invalid', /letters and digits/],
    ['MONITOR nosy', judge, 'invalid', /Write MONITOR name@game password/],
    ['TAKEOVER austria@friday', judge, 'invalid', /TAKEOVER power@game password/],
    ['RESIGN', judge, 'invalid', /RESIGN power@game password/],
    ['LIST a b', judge, 'invalid', /LIST or LIST game/],
    ['SUMMARY no_such', judge, 'invalid', /letters and digits/],
    ['STATUS now', judge, 'invalid', /STATUS alone/],
    ['CLEAR all', judge, 'invalid', /CLEAR alone/],
    ['MAP a b', judge, 'invalid', /MAP or MAP game/],
    ['MAP friday pdf', judge, 'invalid', /SVG only/],
    ['VOTE', judge, 'invalid', /VOTE DRAW/],
    ['VOTE CONCEDE', judge, 'invalid', /Name the power/],
    ['VOTE FRANCE NOW', judge, 'invalid', /VOTE DRAW/],
    ['PROPOSE', judge, 'invalid', /PROPOSE DIAS/],
    ['PROPOSE ITALY NOW', judge, 'invalid', /PROPOSE DIAS/],
    ['SET', judge, 'invalid', /SET what/],
    ['SET COLOUR blue', judge, 'invalid', /SET what/],
    ['SET WAIT please', judge, 'invalid', /SET WAIT alone/],
    ['SET DEADLINE', judge, 'invalid', /SET DEADLINE with a day/],
    ['SET ABSENCE', judge, 'invalid', /SET ABSENCE 24 DEC TO 6 JAN/],
    ['SET ABSENCE 24 DEC TO', judge, 'invalid', /SET ABSENCE NONE/],
    ['SET PASSWORD', judge, 'invalid', /SET PASSWORD newpassword/],
    ['SET PASSWORD two words', judge, 'invalid', /one word/],
    ['SET ADDRESS a@b.c,d@e.f,g@h.i,j@k.l', judge, 'invalid', /at most 3 addresses/],
    ['SET CONTACT PIGEON', judge, 'invalid', /SET CONTACT MAIL/],
    ['SET CONCEDE', judge, 'invalid', /SET CONCEDE power/],
    ['SET UNLISTED now', judge, 'invalid', /SET UNLISTED alone/],
    ['PROCESS now', judge, 'invalid', /Write PROCESS, or PROCESS and the phase you mean/],
    ['ROLLBACK S1901M F1901M W1901A', judge, 'invalid', /ROLLBACK FORMING, with FULL and RESTORE/],
    ['ROLLBACK yesterday', judge, 'invalid', /not a phase/],
    ['ROLLBACK S1901M F1901M', judge, 'invalid', /ROLLBACK phase/],
    ['ROLLFORWARD F1902M W1902A', judge, 'unbuilt', /no options here but a phase/],
    ['ROLLFORWARD RESTORE', judge, 'unbuilt', /opens with its orders cleared \(RESTORE and FULL are not built for it\)/],
    ['ROLLFORWARD tomorrow', judge, 'invalid', /not a phase/],
    ['DUMMY', judge, 'invalid', /DUMMY power/],
    ['CONTROL', judge, 'invalid', /CONTROL power and the powers that control it/],
    ['TERMINATE now', judge, 'invalid', /Write TERMINATE, or TERMINATE and the phase you mean/],
    ['RENAME friday', judge, 'invalid', /RENAME game newname password/],
    ['PURGE friday', judge, 'invalid', /PURGE game password/],
    ['REVIVE france pw extra', judge, 'invalid', /Write REVIVE power, or REVIVE power password/],
    ['OFFICIAL ' + 'x'.repeat(61), judge, 'invalid', /61 characters long; it may have 60 at most/],
    ['INVEST don', judge, 'invalid', /Write INVEST name@game password/],
    ['INV d?n@friday pw', judge, 'invalid', /An investor's name is a word of letters and digits/],
  ])('%s', (line, context, kind, message) => {
    const c = one(line, context);
    expect(c.kind).toBe(kind);
    expect(c.kind === kind && 'message' in c ? c.message : '').toMatch(message);
  });
});

describe('press', () => {
  const press = (...lines: string[]) => readMail(lines, judge);

  test.each<[string, readonly string[] | 'ALL', boolean]>([
    ['PRESS TO A', ['A'], false],
    ['PRESS TO AUSTRIA', ['AUSTRIA'], false],
    ['PRESS TO AUSTRIA, FRANCE', ['AUSTRIA', 'FRANCE'], false],
    ['PRESS TO France,Russia, austria, Master', ['FRANCE', 'RUSSIA', 'AUSTRIA', 'MASTER'], false],
    ['PRESS + AF', ['AF'], false],
    ['PRESS +AF', ['AF'], false],
    ['PRESS WHITE TO AF', ['AF'], false],
    ['PRESS TO AF WHITE', ['AF'], false],
    ['PRESS TO E QUIET', ['E'], true],
    ['BROADCAST', 'ALL', false],
    ['BROADCAST QUIET', 'ALL', true],
  ])('%s', (header, to, quiet) => {
    const read = press(header, 'Hello there.', '', 'Second paragraph.', 'ENDPRESS', 'A PAR H');
    expect(read.items.map((i) => i.command)).toEqual([
      { kind: 'press', to, quiet, body: 'Hello there.\n\nSecond paragraph.' },
      { kind: 'order', text: 'A PAR H' },
    ]);
    expect(read.items[0]!.lines).toEqual([0, 1, 2, 3, 4]);
  });

  test('ENDBROADCAST ends a PRESS and ENDPRESS a BROADCAST', () => {
    expect(press('PRESS TO F', 'x', 'ENDBROADCAST', 'BROADCAST', 'y', 'ENDPRESS').items.map((i) => i.command.kind)).toEqual(['press', 'press']);
  });

  test('press runs to the end of the mail, or to SIGNOFF, which ends the mail', () => {
    const read = press('BROADCAST', 'to the end');
    expect(read.items[0]!.command).toEqual({ kind: 'press', to: 'ALL', quiet: false, body: 'to the end' });
    const off = press('BROADCAST', 'bye', 'SIGNOFF', 'A PAR H');
    expect(off.items.map((i) => i.command.kind)).toEqual(['press', 'signoff']);
    expect(off.unread).toBe(1);
  });

  test.each<[string[], 'invalid' | 'unbuilt', RegExp]>([
    [['PRESS', 'hi'], 'invalid', /PRESS needs TO/],
    [['PRESS TO', 'hi'], 'invalid', /TO names nobody/],
    [['BROADCAST TO F', 'hi'], 'invalid', /goes to everyone/],
    [['PRESS TO F TO E', 'hi'], 'invalid', /given twice/],
    [['PRESS LOUDLY TO F', 'hi'], 'invalid', /"LOUDLY" is not a press option/],
    [['PRESS TO F', ''], 'invalid', /empty/],
    [['PRESS FAKE TO AT TO A', 'hi'], 'invalid', /TO must come before FAKE TO/],
    [['PRESS TO A GREY FROM G', 'hi'], 'invalid', /given twice/],
    [['PRESS TO A FROM', 'hi'], 'invalid', /FROM names one power/],
    [['PRESS TO A FAKE', 'hi'], 'invalid', /FAKE is followed by/],
  ])('%j is not sent', (lines, kind, message) => {
    const read = press(...lines, 'ENDPRESS', 'A PAR H');
    const c = read.items[0]!.command;
    expect(c.kind).toBe(kind);
    expect('message' in c ? c.message : '').toMatch(message);
    // The body is the press's, whatever became of it: never read as orders.
    expect(read.items.slice(1).map((i) => i.command)).toEqual([{ kind: 'order', text: 'A PAR H' }]);
  });

  // Email.txt's own examples of grey and fake press, read as written (the game's rules judge them).
  test.each<[string, Record<string, unknown>]>([
    ['PRESS GREY TO AF', { to: ['AF'], grey: true }],
    ['PRESS GREY TO AUSTRIA, FRANCE', { to: ['AUSTRIA', 'FRANCE'], grey: true }],
    ['PRESS TO AUSTRIA, FRANCE GREY', { to: ['AUSTRIA', 'FRANCE'], grey: true }],
    ['PRESS TO AF GRAY', { to: ['AF'], grey: true }],
    ['BROADCAST FROM G', { to: 'ALL', fakeFrom: 'G' }],
    ['BROADCAST FAKE FROM G', { to: 'ALL', fakeFrom: 'G' }],
    ['PRESS TO A FAKE TO AT', { to: ['A'], fakeTo: ['AT'] }],
    ['PRESS TO A FROM G', { to: ['A'], fakeFrom: 'G' }],
    ['PRESS FAKE FROM G TO A', { to: ['A'], fakeFrom: 'G' }],
    ['PRESS TO AUSTRIA FAKE BROADCAST', { to: ['AUSTRIA'], fakeTo: 'ALL' }],
    ['PRESS FAKE BROADCAST TO AUSTRIA', { to: ['AUSTRIA'], fakeTo: 'ALL' }],
    ['BROADCAST FAKE TO AUSTRIA,ENGLAND,ITALY,RUSSIA', { to: 'ALL', fakeTo: ['AUSTRIA', 'ENGLAND', 'ITALY', 'RUSSIA'] }],
    ['PRESS +A FAKE +AT', { to: ['A'], fakeTo: ['AT'] }],
    ['PRESS FROM G TO A', { to: ['A'], fakeFrom: 'G' }],
    ['PRESS TO A FAKE TO AR FROM T', { to: ['A'], fakeTo: ['AR'], fakeFrom: 'T' }],
    ['PRESS TO A FAKE TO AR FAKE FROM T', { to: ['A'], fakeTo: ['AR'], fakeFrom: 'T' }],
  ])('%s', (line, form) => {
    const c = press(line, 'hi', 'ENDPRESS').items[0]!.command;
    expect(c).toMatchObject({ kind: 'press', body: 'hi', ...form });
  });

  test('a press that runs into a SIGNON is not sent, and the SIGNON is read', () => {
    const read = press('PRESS TO F', 'meet me in Burgundy', 'SIGNON Egame secret', 'F LON - NTH');
    expect(read.items.map((i) => i.command.kind)).toEqual(['invalid', 'signon', 'order']);
    expect((read.items[0]!.command as { message: string }).message).toMatch(/runs into a SIGNON/);
  });
});

describe('CREATE and its settings', () => {
  test('the lines after CREATE set the game up, to SIGNOFF', () => {
    const read = readMail(
      ['CREATE friday masterpw', 'RULE POWER_CHOICE, NO_PRESS', 'victory 5', 'TIMING MOVE 2D RETREAT 12H ADJUST 1H GRACE 30M', 'UNLISTED', 'MAP standard', 'FORM', 'SIGNOFF'],
      judge,
    );
    expect(read.items.map((i) => i.command.kind)).toEqual(['create', 'signoff']);
    const c = read.items[0]!.command;
    expect(c).toEqual({
      kind: 'create',
      game: 'friday',
      password: 'masterpw',
      variant: null,
      settings: [
        { line: 1, setting: { kind: 'rules', rules: ['POWER_CHOICE', 'NO_PRESS'] } },
        { line: 2, setting: { kind: 'victory', centres: 5 } },
        { line: 3, setting: { kind: 'timing', minutes: { movement: 2880, retreats: 720, adjustments: 60, grace: 30 } } },
        { line: 4, setting: { kind: 'listed', listed: false } },
        { line: 5, setting: { kind: 'map', map: 'standard' } },
        { line: 6, setting: { kind: 'noop', note: 'A game made by mail forms at once.' } },
      ],
    });
    expect(read.items[0]!.echo).toBe(`CREATE friday ${MASKED}`);
  });

  test.each<[string, RegExp]>([
    ['RULE', /Name the rules/],
    ['VICTORY many', /VICTORY and the number/],
    ['TIMING MOVE', /TIMING MOVE 2D/],
    ['TIMING MOVE soon', /not a time/],
    ['DESC', /DESC and a few words/],
    ['MULTIPLE_ROLES please', /MULTIPLE_ROLES alone/],
    ['SPEED fast', /not a setting/],
  ])('a wrong setting: %s', (line, message) => {
    const c = readMail(['CREATE friday pw', line], judge).items[0]!.command;
    expect(c.kind === 'create' && c.settings[0]!.setting).toMatchObject({ kind: 'invalid', message: expect.stringMatching(message) });
  });

  test.each<[string, RegExp]>([
    ['ZONE GMT', /ZONE is not built/],
    ['DEADLINE 2040-01-01', /DEADLINE is not built/],
    ['ALLOW SPY', /ALLOW is not built/],
    ['DUMMY france', /DUMMY is not built after CREATE/],
    ['CONTROL AUSTRIA', /CONTROL is given once the game has its dummies: after ACTIVATE/],
  ])('a status line not built, answered by name: %s', (line, message) => {
    const c = readMail(['CREATE friday pw', line], judge).items[0]!.command;
    expect(c.kind === 'create' && c.settings[0]!.setting).toMatchObject({ kind: 'unbuilt', message: expect.stringMatching(message) });
  });

  test.each<[string, object]>([
    ['PRIVATE Club123', { kind: 'private', password: 'Club123' }],
    ['DESC A fine  game, among Friends.', { kind: 'description', text: 'A fine  game, among Friends.' }],
    ['description Two words', { kind: 'description', text: 'Two words' }],
    ['NAME Friday Night', { kind: 'name', name: 'Friday Night' }],
    ['MULTIPLE_ROLES', { kind: 'multipleRoles' }],
  ])('a built status line: %s', (line, setting) => {
    const c = readMail(['CREATE friday pw', line], judge).items[0]!.command;
    expect(c.kind === 'create' && c.settings[0]!.setting).toEqual(setting);
  });

  test.each<[string, RegExp]>([
    ['CREATE', /CREATE game password/],
    ['CREATE friday', /CREATE game password/],
    ['CREATE fri_day pw', /letters and digits/],
  ])('%s is refused', (line, message) => {
    const c = readMail([line], judge).items[0]!.command;
    expect(c).toMatchObject({ kind: 'invalid', message: expect.stringMatching(message) });
  });

  test('a SIGNON ends the settings', () => {
    const read = readMail(['CREATE friday pw standard', 'VICTORY 5', 'SIGNON Efriday pw', 'F LON H'], judge);
    expect(read.items.map((i) => i.command.kind)).toEqual(['create', 'signon', 'order']);
    expect(read.items[0]!.command).toMatchObject({ variant: 'standard' });
  });
});

describe('passwords are masked where the reply quotes them', () => {
  test.each<[string, string]>([
    ['SIGNON france@friday hunter2', `SIGNON france@friday ${MASKED}`],
    ['signon   Ffriday   hunter2', `signon Ffriday ${MASKED}`],
    ['SIGNON france@friday', 'SIGNON france@friday'],
    ['JOIN friday hunter2', `JOIN friday ${MASKED}`],
    ['JOIN hunter2', `JOIN ${MASKED}`],
    ['OBSERVE olga@friday hunter2', `OBSERVE olga@friday ${MASKED}`],
    ['TAKEOVER austria@friday hunter2 privacy', `TAKEOVER austria@friday ${MASKED}`],
    ['RESIGN austria@friday hunter2', `RESIGN austria@friday ${MASKED}`],
    ['RENAME friday monday hunter2', `RENAME friday monday ${MASKED}`],
    ['RENAME monday hunter2', `RENAME monday ${MASKED}`],
    ['PURGE friday hunter2', `PURGE friday ${MASKED}`],
    ['RESIGN AUSTRIA', 'RESIGN AUSTRIA'],
    ['SET PASSWORD hunter2', `SET PASSWORD ${MASKED}`],
    ['CREATE friday hunter2', `CREATE friday ${MASKED}`],
    ['A PAR - BUR', 'A PAR - BUR'],
  ])('%s', (line, echo) => {
    expect(echoOf(line)).toBe(echo);
  });
});

describe('the lines of a mail the judge reads', () => {
  test('quotes, attributions, signatures, comments and forwarded originals are left out', () => {
    const text = [
      'SIGNON Ffriday pw',
      '// A PAR - PIC',
      'A PAR - BUR',
      '',
      'On Mon, 1 Jan 2040 at 10:00, Diplomacy judge <judge@judge.example> wrote:',
      '> Orders of FRANCE:',
      '>   A PAR H',
      '',
      'F BRE - MAO',
      '-- ',
      'Ann, who signs her mail',
      'A MAR H',
    ].join('\r\n');
    expect(commandLines(text)).toEqual(['SIGNON Ffriday pw', 'A PAR - BUR', '', 'F BRE - MAO']);
  });

  test('an attribution folded over two lines, and one in another tongue', () => {
    expect(commandLines('LIST\nOn Mon, 1 Jan 2040, Ann <ann@\nexample.com> wrote:\n> old')).toEqual(['LIST']);
    expect(commandLines('LIST\nLe lundi 1 janvier 2040, Ann a écrit :\n> vieux')).toEqual(['LIST']);
  });

  test('everything from an Outlook original on is left out', () => {
    expect(commandLines('STATUS\n-----Original Message-----\nFrom: judge\nA PAR H')).toEqual(['STATUS']);
    expect(commandLines('STATUS\n________________________________\nFrom: judge\nA PAR H')).toEqual(['STATUS']);
  });

  test('a line may declare its own line break', () => {
    expect(commandLines('\\\\; signon Egame passwd;f lon - eng;press to f;This means war!!')).toEqual([
      ' signon Egame passwd',
      'f lon - eng',
      'press to f',
      'This means war!!',
    ]);
    expect(commandLines('\\\\: signon Emygame mypasswd:list:signoff')).toEqual([' signon Emygame mypasswd', 'list', 'signoff']);
  });
});

describe('SET DEADLINE, in UTC', () => {
  // Wednesday 2 January 2030, 10:00 UTC.
  const now = Date.UTC(2030, 0, 2, 10, 0);
  test.each<[string, number]>([
    ['18:00', Date.UTC(2030, 0, 2, 18, 0)],
    ['9:30', Date.UTC(2030, 0, 3, 9, 30)],
    ['FRI', Date.UTC(2030, 0, 4)],
    ['FRIDAY 18:00', Date.UTC(2030, 0, 4, 18, 0)],
    ['WED', Date.UTC(2030, 0, 9)],
    ['WED 12:00', Date.UTC(2030, 0, 2, 12, 0)],
    ['5', Date.UTC(2030, 0, 5)],
    ['1', Date.UTC(2030, 1, 1)],
    ['24 DEC', Date.UTC(2030, 11, 24)],
    ['6 JAN 12:00', Date.UTC(2030, 0, 6, 12, 0)],
    ['1 JAN', Date.UTC(2031, 0, 1)],
    ['29 FEB', Date.UTC(2032, 1, 29)],
    ['3 MAR 31', Date.UTC(2031, 2, 3)],
    ['3 MARCH 2031 7:05', Date.UTC(2031, 2, 3, 7, 5)],
    ['FRI 4 JAN', Date.UTC(2030, 0, 4)],
  ])('%s', (words, at) => {
    expect(deadlineAt(words.split(' '), now)).toEqual({ ok: true, value: at });
  });

  test.each<[string, RegExp]>([
    ['', /SET DEADLINE \[weekday\]/],
    ['JAN', /not read here/],
    ['32', /not a day/],
    ['25:00', /not a time/],
    ['FRI 5 JAN 2030', /no such date/],
    ['5 JAN 2029', /no such date/],
    ['soon', /not read here/],
  ])('%s is refused', (words, message) => {
    const r = deadlineAt(words === '' ? [] : words.split(' '), now);
    expect(r.ok ? '' : r.error.message).toMatch(message);
  });
});

describe('power names', () => {
  const map = standardMap();
  test('in full, by initial, and press lists of initials', () => {
    expect(powerNamed(map, 'france')).toBe('FRANCE');
    expect(powerNamed(map, 'F')).toBe('FRANCE');
    expect(powerNamed(map, 'kibitzer')).toBeNull();
    expect(recipientsNamed(map, ['AF'])).toEqual({ ok: true, value: ['AUSTRIA', 'FRANCE'] });
    expect(recipientsNamed(map, ['FRA'])).toEqual({ ok: true, value: ['FRANCE', 'RUSSIA', 'AUSTRIA'] });
    expect(recipientsNamed(map, ['ENGLAND', 'M', 'E'])).toEqual({ ok: true, value: ['ENGLAND', 'MASTER'] });
    expect(recipientsNamed(map, ['SPAIN'])).toMatchObject({ ok: false, error: { code: 'unknown_power' } });
  });
});

describe('HTML read as text', () => {
  test.each<[string, string]>([
    ['<p>LIST friday</p><p>SUMMARY friday</p>', 'LIST friday\n\nSUMMARY friday'],
    ['SIGNON Ffriday pw<br>A PAR - BUR<br/>F BRE &#45; MAO', 'SIGNON Ffriday pw\nA PAR - BUR\nF BRE - MAO'],
    ['<html><head><style>p { color: red }</style></head><body><div>A&nbsp;PAR&nbsp;H</div></body></html>', 'A PAR H'],
    ['<div>PRESS TO E</div><div>Fish &amp; chips &lt;3</div><div>ENDPRESS</div>', 'PRESS TO E\nFish & chips <3\nENDPRESS'],
    ['<!-- <p>A PAR - PIC</p> --><p>A PAR - BUR</p>', 'A PAR - BUR'],
  ])('%s', (html, text) => {
    expect(htmlText(html)).toBe(text);
  });
});

describe('SET ABSENCE dates (Email.txt\'s examples)', () => {
  // Tuesday 26 November 2030, 10:00 UTC: "any day after Nov. 24".
  const now = Date.UTC(2030, 10, 26, 10, 0);
  const day = 86_400_000;
  test.each<[string | null, string | null, { from?: number; to: number }]>([
    // A date alone is that whole day.
    ['8 AUG 2031', null, { from: Date.UTC(2031, 7, 8), to: Date.UTC(2031, 7, 8) + day }],
    // Across the New Year: the end is the first 6 January after the start.
    ['24 DEC', '6 JAN', { from: Date.UTC(2030, 11, 24), to: Date.UTC(2031, 0, 7) }],
    ['24', '6', { from: Date.UTC(2030, 11, 24), to: Date.UTC(2031, 0, 7) }],
    // A time alone: from now until then, today.
    [null, '13:00', { to: Date.UTC(2030, 10, 26, 13, 0) }],
    // Today counts as a day of the absence, though part of it is past.
    ['26 NOV', null, { from: Date.UTC(2030, 10, 26), to: Date.UTC(2030, 10, 27) }],
  ])('%s TO %s', (from, to, times) => {
    expect(absenceTimes(from === null ? null : from.split(' '), to === null ? null : to.split(' '), now)).toEqual({ ok: true, value: times });
  });

  test('a word that is no date is answered with how to write one', () => {
    const r = absenceTimes(['SOON'], null, now);
    expect(r.ok ? '' : r.error.message).toMatch(/"SOON" is not a date. Write SET ABSENCE 24 DEC TO 6 JAN/);
  });
});
