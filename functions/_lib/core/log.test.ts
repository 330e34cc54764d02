import { afterEach, describe, expect, it, vi } from 'vitest';
import { logError, masked, maskEmail, maskEmails } from './log.ts';

afterEach(() => vi.restoreAllMocks());

describe('log', () => {
  it('masks an address, keeping only first letters and the top-level domain', () => {
    expect(maskEmail('lea.martin@example.fr')).toBe('l***@e***.fr');
    expect(maskEmail('x@localhost')).toBe('x***@l***');
  });

  it('masks every address in a text: SMTP refusals, database details, display names', () => {
    const text =
      '550 5.1.1 <jeanne.dupont+tag@mairie-test.fr>: Recipient address rejected; Key (email)=(bob@b.co) exists; "Zoé" <zoé@exemple.fr>';
    const masked = maskEmails(text);
    expect(masked).toBe(
      '550 5.1.1 <j***@m***.fr>: Recipient address rejected; Key (email)=(b***@b***.co) exists; "Zoé" <z***@e***.fr>',
    );
    expect(masked).not.toMatch(/jeanne|dupont|bob@|zoé@/);
  });

  it('logError masks strings and errors alike, cause and stack included', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('refused lea@example.fr', { cause: new Error('RCPT TO:<bob@example.org>') });
    logError('[outbox] failed for lea@example.fr:', error);
    const line = String(spy.mock.calls[0][0]);
    expect(line).toContain('[outbox] failed for l***@e***.fr:');
    expect(line).toContain('refused l***@e***.fr');
    expect(line).not.toMatch(/lea@|bob@/);
  });

  it('logError writes text its caller masked as is: a Message-ID stays readable, a masked address is not masked twice', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const detail = `<contact-1@passeport.test> (attempt 1): ${maskEmails('550 <lea@example.fr> refused')}`;
    logError('[outbox] gave up contact message', masked(detail), 'for lea@example.fr');
    expect(String(spy.mock.calls[0][0])).toBe(
      '[outbox] gave up contact message <contact-1@passeport.test> (attempt 1): 550 <l***@e***.fr> refused for l***@e***.fr',
    );
  });
});
