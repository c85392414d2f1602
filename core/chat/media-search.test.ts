import { describe, expect, it } from 'vitest';
import { FakeTime } from '../shared/testing';
import { MEDIA_LIMIT, MEDIA_SEARCH_DEBOUNCE_MS, MediaSearchUseCase } from './media-search.use-case';
import { FakeInbox } from './testing';

const setup = (type: 'gif' | 'sticker' = 'gif') => {
  const time = new FakeTime();
  const inbox = new FakeInbox('me', time);
  const search = new MediaSearchUseCase({ api: inbox, scheduler: time }, type);
  return { time, inbox, search };
};

const ids = (search: MediaSearchUseCase) => {
  const results = search.results.value;
  return results.status === 'loaded' ? results.items.map((item) => item.id) : results.status;
};

describe('GIFs and stickers', () => {
  it('CHAT-09: at most 40 GIFs a request; the search waits 500 ms after the last keystroke', () => {
    expect(MEDIA_LIMIT).toBe(40);
    expect(MEDIA_SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it('CHAT-09: typing a query searches once, 500 ms after the last change, for the last query only', async () => {
    const { time, inbox, search } = setup();
    for (const query of ['c', 'co', 'cof']) {
      search.setQuery(query);
      await time.advanceAsync(200);
    }
    expect(inbox.calls.filter((call) => call.kind === 'search')).toEqual([]);
    await time.advanceAsync(300);
    expect(inbox.calls.filter((call) => call.kind === 'search')).toHaveLength(1);
    expect(ids(search)).toEqual(['gif_coffee']);
  });

  it('CHAT-09: an empty query shows trending at once; a slower earlier answer never replaces a later one', async () => {
    const { time, inbox, search } = setup();
    await search.trending();
    expect(ids(search)).toEqual(['gif_hello', 'gif_coffee', 'gif_lol']);
    search.setQuery('lol');
    await time.advanceAsync(500);
    expect(ids(search)).toEqual(['gif_lol']);
    search.setQuery('   ');
    await time.advanceAsync(1);
    expect(ids(search)).toEqual(['gif_hello', 'gif_coffee', 'gif_lol']);
    inbox.failNext('API.NETWORK');
    search.setQuery('hello');
    await time.advanceAsync(500);
    expect(search.results.value).toEqual({ status: 'error', query: 'hello', code: 'API.NETWORK' });
  });

  it('CHAT-10: the sticker picker lists and searches stickers the same way', async () => {
    const { time, search } = setup('sticker');
    await search.trending();
    expect(ids(search)).toEqual(['sticker_heart', 'sticker_star']);
    search.setQuery('star');
    await time.advanceAsync(500);
    expect(ids(search)).toEqual(['sticker_star']);
    search.dispose();
    expect(time.pendingTimers).toBe(0);
  });

  it('CHAT-09: before the picker opens nothing shows; while a search runs the last results stay on screen', async () => {
    const { time, search } = setup();
    expect(search.results.value).toEqual({ status: 'idle' });
    const loading = search.trending();
    expect(search.results.value).toEqual({ status: 'loading', query: '', previous: [] });
    await loading;
    search.setQuery('lol');
    await time.advanceAsync(500);
    search.setQuery('coffee');
    await time.advanceAsync(499);
    expect(ids(search)).toEqual(['gif_lol']);
    search.setQuery('hello');
    await time.advanceAsync(500);
    expect(ids(search)).toEqual(['gif_hello']);
    search.setQuery('lol');
    search.setQuery('');
    const shown = search.results.value;
    expect(shown.status === 'loading' ? shown.previous.map((item) => item.id) : shown).toEqual(['gif_hello']);
    search.setQuery('coffee');
    await time.advanceAsync(500);
    void search.trending();
    const again = search.results.value;
    expect(again.status === 'loading' ? again.previous.map((item) => item.id) : again).toEqual(['gif_coffee']);
  });

  it('CHAT-09: at most 40 results show, whatever the answer holds; an answer after the picker closed is dropped', async () => {
    const time = new FakeTime();
    const inbox = new FakeInbox('me', time);
    const many = Array.from({ length: 45 }, (_, i) => ({ id: `g${i}`, type: 'gif' as const, title: `${i}`, url: `/g${i}.gif`, width: 1, height: 1 }));
    const api = Object.assign(Object.create(inbox) as FakeInbox, { trendingMedia: async () => ({ ok: true as const, value: many }) });
    const search = new MediaSearchUseCase({ api, scheduler: time }, 'gif');
    await search.trending();
    expect(ids(search)).toHaveLength(40);
    const closed = new MediaSearchUseCase({ api, scheduler: time }, 'gif');
    const late = closed.trending();
    closed.dispose();
    await late;
    expect(closed.results.value.status).toBe('loading');
  });
});
