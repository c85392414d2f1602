import { ContainerModule } from 'inversify';
import { API } from '../../core/api';
import { REALTIME } from '../../core/realtime';
import { HttpSocketTicket } from '../../adapters/realtime/http-socket-ticket';
import { BrowserWebSocket } from '../../adapters/websocket/browser-websocket';
import { provide } from '../modules/provide';

/** The browser's WebSocket and socket tickets, loaded with the realtime module. */
export const browserRealtimeAdapters = new ContainerModule(({ bind }) => {
  bind(REALTIME.Socket).toConstantValue(new BrowserWebSocket());
  provide(bind, REALTIME.SocketTicket, (http) => new HttpSocketTicket(http), [API.Http]);
});
