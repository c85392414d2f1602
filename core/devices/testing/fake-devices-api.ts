import { err, ok, type AppError, type Result } from '../../shared';
import type { DevicesApiPort } from '../devices-api.port';
import type { SignedInDevice } from '../signed-in-device';

/** The member's sign-ins in memory, as the reference server keeps them: the asking one cannot be ended here. */
export class FakeDevicesApi implements DevicesApiPort {
  devices: SignedInDevice[] = [];
  /** When set, every call fails with it. */
  failure: AppError | undefined;
  readonly ended: string[] = [];

  async list(): Promise<Result<readonly SignedInDevice[], AppError>> {
    return this.failure ? err(this.failure) : ok([...this.devices]);
  }

  async end(id: string): Promise<Result<void, AppError>> {
    if (this.failure) return err(this.failure);
    const device = this.devices.find((d) => d.id === id);
    if (!device) return err({ code: 40400, message: 'No such session' });
    if (device.current) return err({ code: 40900, message: 'This is the session in use: log out instead' });
    this.devices = this.devices.filter((d) => d.id !== id);
    this.ended.push(id);
    return ok(undefined);
  }

  async endOthers(): Promise<Result<number, AppError>> {
    if (this.failure) return err(this.failure);
    const others = this.devices.filter((d) => !d.current);
    this.devices = this.devices.filter((d) => d.current);
    this.ended.push(...others.map((d) => d.id));
    return ok(others.length);
  }
}

/** A device for tests: another one of the member's, last active at `lastActiveAt`. */
export const fakeDevice = (id: string, overrides: Partial<SignedInDevice> = {}): SignedInDevice => ({
  id,
  platform: 'web',
  device: 'Firefox on Linux',
  place: null,
  signedInAt: 0,
  lastActiveAt: 0,
  current: false,
  ...overrides,
});
