export { FakeAuthGateway, FakeAuthApi, FAKE_CODE_ATTEMPTS, failure } from './fake-auth-gateway';
export { FakeLockHub, FakeBroadcastHub, MemoryVault, cookieManagedVault } from './fake-coordination';
export { RecordingNavigator, RecordingAnalytics, FakeAuthModals } from './recording-effects';
export { FakeAuthTab, type FakeAuthTabOptions } from './fake-auth-tab';
