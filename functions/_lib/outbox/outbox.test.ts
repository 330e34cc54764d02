import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { lockSecondsFor, messageIdFor, OUTBOX_POLICY, sendErrorMessage } from './outbox.ts';
import { SMTP_POOL_SIZE, SMTP_SEND_WORST_CASE_SECONDS } from './transport.ts';

describe('outbox policy', () => {
  it('locks a batch for as many worst-case sends as it takes rounds of the pool', () => {
    expect(SMTP_SEND_WORST_CASE_SECONDS).toBe(10 + 10 + 12 * 30);
    expect(lockSecondsFor(SMTP_POOL_SIZE)).toBeGreaterThan(SMTP_SEND_WORST_CASE_SECONDS);
    expect(lockSecondsFor(SMTP_POOL_SIZE + 1)).toBeGreaterThan(2 * SMTP_SEND_WORST_CASE_SECONDS);
    expect(lockSecondsFor(5 * SMTP_POOL_SIZE)).toBeGreaterThan(5 * SMTP_SEND_WORST_CASE_SECONDS);
    expect(OUTBOX_POLICY.batchSize).toBe(SMTP_POOL_SIZE);
    expect(OUTBOX_POLICY.lockSeconds).toBe(lockSecondsFor(OUTBOX_POLICY.batchSize));
  });

  it('retries for a week, every 6 hours at most', () => {
    expect(OUTBOX_POLICY.giveUpAfterSeconds).toBe(7 * 86_400);
    expect(OUTBOX_POLICY.backoffMaxSeconds).toBe(6 * 3600);
  });
});

describe('messages', () => {
  it('keeps one Message-ID per message and part', () => {
    expect(messageIdFor('follow-up', 7, 'passeport.fr')).toBe('<follow-up-7@passeport.fr>');
    expect(messageIdFor('follow-up', 7, 'passeport.fr', '2')).toBe('<follow-up-7-2@passeport.fr>');
  });

  it("reports the SMTP server's reply, else the spec's worker message", () => {
    expect(sendErrorMessage({ response: '550 5.1.1 Mailbox unavailable' })).toBe('550 5.1.1 Mailbox unavailable');
    expect(sendErrorMessage(new Error('connect ECONNREFUSED'))).toBe(MESSAGES.emailWorkerFailed);
    expect(sendErrorMessage(null)).toBe(MESSAGES.emailWorkerFailed);
  });
});
