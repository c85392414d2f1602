/**
 * core/devices — the member's signed-in devices (issue 13 item 4).
 * Owns: the list of live sign-ins (platform, device, place at city level, last active, which one is this
 * device) as signals, and ending one other device or all others.
 * Needs: `DevicesApiPort` (the provider's `/v2/auth/sessions`). Exposes: the store, the use-case, the tokens.
 */
import { token } from '../shared';
import type { DevicesApiPort } from './devices-api.port';
import type { DevicesStore } from './devices.store';
import type { ManageDevicesUseCase } from './manage-devices.use-case';

export * from './signed-in-device';
export type { DevicesApiPort } from './devices-api.port';
export { DevicesStore, type DevicesState } from './devices.store';
export { ManageDevicesUseCase, DevicesErrorCode } from './manage-devices.use-case';

export const DEVICES = {
  Api: token<DevicesApiPort>('devices.Api'),
  Store: token<DevicesStore>('devices.Store'),
  Manage: token<ManageDevicesUseCase>('devices.Manage'),
} as const;
