import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiFailure } from '../api';
import { chatSuggestionsAllowed } from '../privacy';
import { err, ok } from '../shared';
import { ChatSuggestionsStore, ChatSuggestionsUseCase, pickSuggestions, type SuggestionsApiPort } from './index';

const STARTERS = Array.from({ length: 89 }, (_, i) => `Starter ${i + 1}?`);

describe('CHAT-13: chat suggestions', () => {
  it('CHAT-13: a conversation shows 3 distinct starters of the list, the same 3 for the same match every time', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (matchId) => {
        const picked = pickSuggestions(STARTERS, matchId);
        expect(picked).toHaveLength(3);
        expect(new Set(picked).size).toBe(3);
        for (const p of picked) expect(STARTERS).toContain(p);
        expect(pickSuggestions(STARTERS, matchId)).toEqual(picked);
      }),
    );
  });

  it('CHAT-13: a list shorter than 3 (or with repeats) is shown whole, each starter once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a?', 'b?'), { maxLength: 6 }), fc.string(), (list, matchId) => {
        expect([...pickSuggestions(list, matchId)].sort()).toEqual([...new Set(list)].sort());
      }),
    );
  });

  it('PRIV-21: suggestions are allowed only with the setting on and the messaging consent accepted', () => {
    expect(chatSuggestionsAllowed(true, 'accepted')).toBe(true);
    expect(chatSuggestionsAllowed(false, 'accepted')).toBe(false);
    expect(chatSuggestionsAllowed(true, 'not_accepted')).toBe(false);
  });

  it('CHAT-13, PRIV-21: messageSuggestions load only when consentSuggestions allows them, once per language, and are forgotten when it no longer does', async () => {
    const calls: string[] = [];
    const api: SuggestionsApiPort = {
      suggestions: async (language) => {
        calls.push(language);
        return ok(STARTERS);
      },
    };
    const store = new ChatSuggestionsStore();
    const useCase = new ChatSuggestionsUseCase({ api, store });
    await useCase.refresh(false, 'en');
    expect(calls).toEqual([]);
    expect(store.consentSuggestions.value).toBe(false);
    expect(store.messageSuggestions.value).toEqual([]);
    await useCase.refresh(true, 'en');
    await useCase.refresh(true, 'en');
    expect(calls).toEqual(['en']);
    expect(store.consentSuggestions.value).toBe(true);
    expect(store.messageSuggestions.value).toHaveLength(89);
    await useCase.refresh(false, 'en');
    expect(store.messageSuggestions.value).toEqual([]);
    expect(store.consentSuggestions.value).toBe(false);
  });

  it('CHAT-13: a refusal from the server (40302, the consent not accepted there) offers nothing', async () => {
    const refused = apiFailure.http({ data: null, status: 403, error: { code: 40302 }, url: '', ok: false }, 40302);
    const store = new ChatSuggestionsStore();
    await new ChatSuggestionsUseCase({ api: { suggestions: async () => err(refused) }, store }).refresh(true, 'en');
    expect(store.consentSuggestions.value).toBe(false);
    expect(store.messageSuggestions.value).toEqual([]);
  });
});
