import { describe, expect, it } from 'vitest';
import { ERROR_KINDS, KIND_POLICY } from './error-kind';
import { ERROR_MESSAGES, MESSAGE_KEYS } from './error-messages';

describe('ERROR_MESSAGES', () => {
  it("ERR-15: holds the client's messages word for word", () => {
    expect(Object.values(ERROR_MESSAGES)).toEqual(
      expect.arrayContaining([
        'Request timeout exceeded',
        'Request rate limited',
        'User is banned',
        'User is logged out of Facebook',
        'Missing API token when calling authorized endpoint',
        'Async script loading timeout exceeded',
        'Browser unable to access target resource',
        'Reward expired',
        'Tried using Facebook SDK before it was initialized',
      ]),
    );
  });

  it('ERR-15: every kind points at a message of the catalogue, and every message has English text', () => {
    for (const kind of ERROR_KINDS) expect(MESSAGE_KEYS).toContain(KIND_POLICY[kind].messageKey);
    for (const key of MESSAGE_KEYS) {
      expect(key).toMatch(/^error\.[a-zA-Z]+$/);
      expect(ERROR_MESSAGES[key].trim()).not.toBe('');
    }
  });
});
