export { FakeAuthGateway, FakeAuthApi, FakeCaptchaSolver, FAKE_CODE_ATTEMPTS, failure } from './fake-auth-gateway';
export { FakeLockHub, FakeBroadcastHub, FakeSessionHint } from './fake-coordination';
export { cookieManagedVault, MemoryVault } from '../coordination.port';
export { RecordingNavigator, RecordingAnalytics, FakeAuthModals } from './recording-effects';
export { FakeAuthTab, type FakeAuthTabOptions } from './fake-auth-tab';
