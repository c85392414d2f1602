import { err, ok, type AppError, type Result } from '../shared';
import type { DevicesApiPort } from './devices-api.port';
import type { DevicesStore } from './devices.store';
import { endable } from './signed-in-device';

/** A device asked to be ended that is not in the list, or is the asking one (which logs out instead). */
export const DevicesErrorCode = {
  NOT_ENDABLE: 'DEVICES.NOT_ENDABLE',
} as const;

/**
 * The member's signed-in devices (issue 13 item 4): load the list, end one other device, or end all others. An
 * ended device leaves the list only once the server confirmed it; a 404 (ended meanwhile, elsewhere) counts as
 * ended too.
 */
export class ManageDevicesUseCase {
  constructor(private readonly deps: { readonly api: DevicesApiPort; readonly store: DevicesStore }) {}

  async load(): Promise<Result<void, AppError>> {
    const { api, store } = this.deps;
    if (store.state.peek().kind !== 'ready') store.loading();
    const answer = await api.list();
    if (!answer.ok) {
      store.failed(answer.error);
      return answer;
    }
    store.loaded(answer.value);
    return ok(undefined);
  }

  async end(id: string): Promise<Result<void, AppError>> {
    const { api, store } = this.deps;
    const state = store.state.peek();
    const known = state.kind === 'ready' && endable(state.devices).some((device) => device.id === id);
    if (!known || store.ending.peek().has(id)) return err({ code: DevicesErrorCode.NOT_ENDABLE, message: 'Not a device to end' });
    store.startEnding([id]);
    const answer = await api.end(id);
    const gone = answer.ok || answer.error.code === 40400;
    // Stryker disable next-line ArrayDeclaration: equivalent, a made-up id in the ended list matches no device
    store.finishEnding([id], gone ? [id] : []);
    return gone ? ok(undefined) : answer;
  }

  async endOthers(): Promise<Result<number, AppError>> {
    const { api, store } = this.deps;
    const state = store.state.peek();
    const others = state.kind === 'ready' ? endable(state.devices).map((device) => device.id) : [];
    store.startEnding(others);
    const answer = await api.endOthers();
    store.finishEnding(others, answer.ok ? others : []);
    if (answer.ok) await this.load();
    return answer;
  }
}
