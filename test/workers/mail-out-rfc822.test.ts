import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { headerText, mailbox, mailDate, replyMessage, writeMessage, type PlainMessage } from '../../workers/room/rfc822';

/** The judge's message writer, read back by the parser the mail door uses. */

const base: PlainMessage = {
  from: { address: 'judge@judge.example', name: 'Cloud Judge' },
  to: { address: 'ann@example.org', name: 'Ann' },
  subject: 'Diplomacy game g1: Spring 1901 movement results',
  date: Date.UTC(2030, 0, 1, 13, 5, 9),
  messageId: 'g1.7@judge.example',
  body: 'Results of Spring 1901 movement.\n\nFrance:   A PAR - BUR\n',
};

describe('writeMessage', () => {
  it('writes plain ASCII as it is: headers, an empty line, the body, CRLF throughout', () => {
    expect(writeMessage(base)).toBe(
      [
        'From: "Cloud Judge" <judge@judge.example>',
        'To: "Ann" <ann@example.org>',
        'Subject: Diplomacy game g1: Spring 1901 movement results',
        'Date: Tue, 01 Jan 2030 13:05:09 +0000',
        'Message-ID: <g1.7@judge.example>',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 7bit',
        'Auto-Submitted: auto-generated',
        'X-Auto-Response-Suppress: All',
        '',
        'Results of Spring 1901 movement.',
        '',
        'France:   A PAR - BUR',
        '',
      ].join('\r\n'),
    );
  });

  it('encodes names, subjects and bodies beyond ASCII so that they read back the same', async () => {
    const body = `Grüße aus München — ${'très long '.repeat(20)}\nfin   \n\tindented=equals\n`;
    const raw = writeMessage({ ...base, to: { address: 'zoe@example.org', name: 'Zoë "Z" Ölund' }, subject: `Partie « ${'é'.repeat(40)} »`, body });
    expect(raw).toContain('Content-Transfer-Encoding: quoted-printable');
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    expect(/^[\x00-\x7f]*$/.test(raw)).toBe(true);
    const parsed = await PostalMime.parse(raw);
    expect(parsed.subject).toBe(`Partie « ${'é'.repeat(40)} »`);
    expect(parsed.to).toEqual([{ address: 'zoe@example.org', name: 'Zoë "Z" Ölund' }]);
    expect(parsed.text).toBe(body);
  });

  it('lets no line break in a header start another header', async () => {
    const raw = writeMessage({ ...base, subject: 'Hello\r\nBcc: victim@example.org', to: { address: 'ann@example.org', name: 'Ann\nX-Evil: 1' } });
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n');
    expect(headers.some((h) => /^(Bcc|X-Evil):/i.test(h))).toBe(false);
    expect(headers).toContain('Subject: Hello Bcc: victim@example.org');
  });

  it('folds a long plain header at spaces', async () => {
    const subject = `Diplomacy game g1: ${'a long subject '.repeat(8).trim()}`;
    const raw = writeMessage({ ...base, subject });
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    expect((await PostalMime.parse(raw)).subject).toBe(subject);
  });

  it('refuses to write an address that is not one', () => {
    for (const address of ['ann', 'ann@example.org\r\nBcc: x@y.z', '<ann@example.org>', 'a b@example.org']) {
      expect(() => mailbox({ address })).toThrow();
    }
    expect(mailbox({ address: 'ann@example.org' })).toBe('ann@example.org');
  });

  it('writes dates the RFC 5322 way, in UTC', () => {
    expect(mailDate(Date.UTC(2031, 11, 31, 23, 59, 59))).toBe('Wed, 31 Dec 2031 23:59:59 +0000');
  });

  it('folds a long encoded header into words of at most 75 characters', () => {
    const encoded = headerText('ü'.repeat(100));
    for (const word of encoded.split('\r\n ')) expect(word.length).toBeLessThanOrEqual(75);
  });
});

describe('replyMessage', () => {
  it('threads a reply under the mail it answers, marked auto-replied, beyond ASCII and with no header of the sender\'s making', async () => {
    const references = Array.from({ length: 8 }, (_, i) => `<ref-${i}@mail.example.com>`).join(' ');
    const text = `Grüße\r\n${'x = y '.repeat(30)}\n\tindented  \nend`;
    const raw = replyMessage({
      from: { address: 'judge@judge.example', name: 'Cloud Judge' },
      to: 'ann@example.org',
      subject: `Partie « ${'é'.repeat(40)} »\r\nBcc: victim@example.org`,
      inReplyTo: '<m1@example.org>',
      references,
      text,
      messageId: '<r1@judge.example>',
      date: new Date(Date.UTC(2030, 0, 1, 13, 5, 9)),
    });
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n');
    expect(headers.some((h) => /^Bcc:/i.test(h))).toBe(false);
    expect(headers).toContain('Auto-Submitted: auto-replied');
    expect(headers).toContain('From: "Cloud Judge" <judge@judge.example>');
    expect(headers).toContain('Date: Tue, 01 Jan 2030 13:05:09 +0000');
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    expect(/^[\x00-\x7f]*$/.test(raw)).toBe(true);
    const parsed = await PostalMime.parse(raw);
    expect(parsed.subject).toBe(`Re: Partie « ${'é'.repeat(40)} » Bcc: victim@example.org`);
    expect(parsed.inReplyTo).toBe('<m1@example.org>');
    expect(parsed.references).toBe(`${references} <m1@example.org>`);
    expect(parsed.text).toBe(`${text.replace(/\r\n/g, '\n')}\n`);
  });
});
