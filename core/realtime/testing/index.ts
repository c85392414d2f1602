export { FakeSocket, FakeSocketLink, type FakeLinkState, type FakeSocketResponse } from './fake-socket';
export { FakeSocketTicket } from './fake-socket-ticket';
