import { describe, expect, it } from 'vitest';
import {
  absoluteLink,
  messageIdDomain,
  newMessageId,
  notificationMail,
  retryDelayMs,
} from './notification-mail';

describe('the e-mail of a notification', () => {
  it('has the text as subject and body, and the link made absolute with the public URL', () => {
    const mail = notificationMail(
      {
        text: 'Pat Manager raised “Vendor late” to critical (ACME)',
        link: '/projects/4/risks?risk=9',
      },
      'https://keel.example.com',
    );
    expect(mail.subject).toBe('Keel: Pat Manager raised “Vendor late” to critical (ACME)');
    expect(mail.text.split('\n')).toEqual([
      'Pat Manager raised “Vendor late” to critical (ACME)',
      '',
      'Open it in Keel: https://keel.example.com/projects/4/risks?risk=9',
      '',
      '--',
      'Keel sends this e-mail for a notification in your bell.',
    ]);
  });

  it('keeps the path without a public URL, and has no link line without a link', () => {
    expect(notificationMail({ text: 'x', link: '/projects/4' }, null).text).toContain(
      'Open it in Keel: /projects/4',
    );
    expect(notificationMail({ text: 'x', link: null }, 'https://k.example').text).not.toContain(
      'Open it in Keel',
    );
    expect(absoluteLink('//evil.example/x', 'https://k.example')).toBe('//evil.example/x');
  });

  it('makes the subject one line, cut at 200 characters', () => {
    const mail = notificationMail(
      { text: `Line one\nline two ${'y'.repeat(300)}`, link: null },
      null,
    );
    expect(mail.subject).not.toContain('\n');
    expect(mail.subject.startsWith('Keel: Line one line two y')).toBe(true);
    expect(mail.subject).toHaveLength('Keel: '.length + 200);
    expect(mail.subject.endsWith('…')).toBe(true);
  });
});

describe('Message-IDs', () => {
  it('are random at the public host, else the sender’s domain, else localhost', () => {
    expect(messageIdDomain('https://keel.example.com', 'Keel <x@mail.example.org>')).toBe(
      'keel.example.com',
    );
    expect(messageIdDomain(null, 'Keel <no-reply@Mail.Example.org>')).toBe('mail.example.org');
    expect(messageIdDomain(null, 'no-reply@example.net')).toBe('example.net');
    expect(messageIdDomain(null, 'Keel')).toBe('localhost');
    const a = newMessageId('example.com');
    expect(a).toMatch(/^<keel-[0-9a-f]{32}@example\.com>$/);
    expect(newMessageId('example.com')).not.toBe(a);
  });
});

describe('retry delays', () => {
  const settings = { retryMinMs: 60_000, retryMaxMs: 3_600_000 };

  it('double from the minimum up to the cap (no jitter taken off)', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => retryDelayMs(n, settings, () => 1));
    expect(delays).toEqual([
      60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it('take off up to half at random', () => {
    expect(retryDelayMs(1, settings, () => 0)).toBe(30_000);
    expect(retryDelayMs(7, settings, () => 0.5)).toBe(2_700_000);
    for (let i = 0; i < 100; i += 1) {
      const delay = retryDelayMs(3, settings);
      expect(delay).toBeGreaterThanOrEqual(120_000);
      expect(delay).toBeLessThanOrEqual(240_000);
    }
  });
});
