export { FakeConnectivity } from './fake-connectivity';
export { FakeUpdatePort } from './fake-update-port';
