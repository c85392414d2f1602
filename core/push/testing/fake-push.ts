import { err, ok, type AppError, type Result } from '../../shared';
import type { DevicePushPort, PushApiPort, PushPermission, PushSubscriptionInfo } from '../push.port';

/** A device whose person answers the permission question with `answer`; its subscription lives in memory. */
export class FakeDevicePush implements DevicePushPort {
  state: PushPermission = 'default';
  answer: PushPermission = 'granted';
  current: PushSubscriptionInfo | null = null;
  asked = 0;
  subscribedWith: string[] = [];

  permission(): PushPermission {
    return this.state;
  }

  requestPermission(): Promise<PushPermission> {
    this.asked += 1;
    this.state = this.answer;
    return Promise.resolve(this.state);
  }

  subscription(): Promise<PushSubscriptionInfo | null> {
    return Promise.resolve(this.current);
  }

  subscribe(publicKey: string): Promise<Result<PushSubscriptionInfo, AppError>> {
    if (this.state !== 'granted') return Promise.resolve(err({ code: 'PUSH.DENIED' }));
    this.subscribedWith.push(publicKey);
    this.current = { endpoint: `https://fcm.googleapis.com/fcm/send/fake-${this.subscribedWith.length}`, p256dh: 'BPublic', auth: 'secret' };
    return Promise.resolve(ok(this.current));
  }

  unsubscribe(): Promise<void> {
    this.current = null;
    return Promise.resolve();
  }
}

/** The provider's push endpoints in memory: the devices registered by parameter. */
export class FakePushApi implements PushApiPort {
  key = 'BFakePublicKey';
  devices = new Map<string, { subscription: PushSubscriptionInfo; language: string }>();
  refuseNext: AppError | undefined;

  publicKey(): Promise<Result<string, AppError>> {
    return Promise.resolve(ok(this.key));
  }

  register(deviceParam: string, subscription: PushSubscriptionInfo, language: string): Promise<Result<void, AppError>> {
    const refusal = this.refuseNext;
    this.refuseNext = undefined;
    if (refusal) return Promise.resolve(err(refusal));
    this.devices.set(deviceParam, { subscription, language });
    return Promise.resolve(ok(undefined));
  }

  unregister(deviceParam: string): Promise<Result<void, AppError>> {
    return Promise.resolve(this.devices.delete(deviceParam) ? ok(undefined) : err({ code: 40400 }));
  }
}
