import { afterEach, describe, expect, it, vi } from 'vitest';
import { logError, maskEmail, maskEmails } from './log.ts';

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
});
