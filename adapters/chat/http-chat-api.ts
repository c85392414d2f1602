import type { HttpPort } from '../../core/api';
import type { ChatApiPort, ChatError, ChatMessage, ChatUpdates, MediaItem, MessageContent, MessagePage } from '../../core/chat';
import { appError, err, ok, type Clock, type Result } from '../../core/shared';
import { chatError } from './chat-failure';
import { readMedia, readMessage, readMessagePage, readUpdates } from './read-chat-answer';

/** CHAT-08..10, CHAT-15, MATCH-10, MATCH-12 over the provider's API (docs/api.md, chat). */
export class HttpChatApi implements ChatApiPort {
  constructor(
    private readonly http: HttpPort,
    private readonly clock: Clock,
  ) {}

  async fetchUpdates(since: number | undefined): Promise<Result<ChatUpdates, ChatError>> {
    const r = await this.http.request<unknown>({
      method: 'POST',
      path: '/updates',
      body: { kind: 'json', value: { last_activity_date: since === undefined ? '' : new Date(since).toISOString(), nudge: true } },
      auth: true,
    });
    return r.ok ? ok(readUpdates(r.value, this.clock.now())) : err(chatError(r.error));
  }

  async fetchMessages(matchId: string, pageToken?: string): Promise<Result<MessagePage, ChatError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/messages', query: { match_id: matchId, page_token: pageToken }, auth: true });
    return r.ok ? ok(readMessagePage(r.value, matchId)) : err(chatError(r.error));
  }

  async sendMessage(matchId: string, clientId: string, content: MessageContent): Promise<Result<ChatMessage, ChatError>> {
    const value =
      content.kind === 'text'
        ? { message: content.text, client_message_id: clientId }
        : { type: content.kind, [`${content.kind}_id`]: content.item.id, client_message_id: clientId };
    const r = await this.http.request<unknown>({ method: 'POST', path: '/user/matches/{matchId}', params: { matchId }, body: { kind: 'json', value }, auth: true });
    if (!r.ok) return err(chatError(r.error));
    const message = readMessage(r.value, matchId);
    return message === undefined ? err(appError('API.BAD_RESPONSE', 'the message could not be read')) : ok(message);
  }

  async markMessageSeen(matchId: string, messageId: string): Promise<Result<void, ChatError>> {
    const r = await this.http.request<unknown>({ method: 'POST', path: '/v2/seen/{matchId}/{messageId}', params: { matchId, messageId }, auth: true });
    return r.ok ? ok(undefined) : err(chatError(r.error));
  }

  trendingMedia(type: MediaItem['type'], limit: number): Promise<Result<readonly MediaItem[], ChatError>> {
    return this.#media(`/${type}/trending`, type, { limit });
  }

  searchMedia(type: MediaItem['type'], query: string, limit: number): Promise<Result<readonly MediaItem[], ChatError>> {
    return this.#media(`/${type}/search`, type, { query, limit });
  }

  async readReceiptsRemaining(): Promise<Result<number, ChatError>> {
    const r = await this.http.request<{ read_receipts?: { remaining?: unknown } }>({ method: 'GET', path: '/v2/read-receipts', auth: true });
    if (!r.ok) return err(chatError(r.error));
    const remaining = r.value?.read_receipts?.remaining;
    return typeof remaining === 'number' ? ok(remaining) : err(appError('API.BAD_RESPONSE', 'no read receipts count'));
  }

  async enableReadReceipts(matchId: string): Promise<Result<number, ChatError>> {
    const r = await this.http.request<{ read_receipts?: { remaining?: unknown } }>({ method: 'POST', path: '/v2/read-receipts/{matchId}', params: { matchId }, auth: true });
    if (!r.ok) return err(chatError(r.error));
    const remaining = r.value?.read_receipts?.remaining;
    return typeof remaining === 'number' ? ok(remaining) : err(appError('API.BAD_RESPONSE', 'no read receipts count'));
  }

  async #media(path: string, type: MediaItem['type'], query: Readonly<Record<string, string | number>>): Promise<Result<readonly MediaItem[], ChatError>> {
    const r = await this.http.request<{ results?: unknown }>({ method: 'GET', path, query, auth: true });
    if (!r.ok) return err(chatError(r.error));
    const results = Array.isArray(r.value?.results) ? r.value.results : [];
    return ok(results.map((raw) => readMedia(raw, type)).filter((item): item is MediaItem => item !== undefined));
  }
}
