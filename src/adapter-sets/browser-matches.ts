import { ContainerModule } from 'inversify';
import { HttpChatApi } from '../../adapters/chat/http-chat-api';
import { HttpMatchesApi } from '../../adapters/chat/http-matches-api';
import { HttpSuggestionsApi } from '../../adapters/chat/http-suggestions-api';
import { API } from '../../core/api';
import { CHAT } from '../../core/chat';
import { MATCHES } from '../../core/matches';
import { SHARED } from '../../core/shared';
import { provide } from '../modules/provide';

/** The provider's matches and chat endpoints over HTTP, loaded with the matches module. */
export const browserMatchesAdapters = new ContainerModule(({ bind }) => {
  provide(bind, MATCHES.Api, (http) => new HttpMatchesApi(http), [API.Http]);
  provide(bind, CHAT.Api, (http, clock) => new HttpChatApi(http, clock), [API.Http, SHARED.Clock]);
  provide(bind, CHAT.SuggestionsApi, (http) => new HttpSuggestionsApi(http), [API.Http]);
});
