export { FakeTabPresenceHub, FakeTabPresence } from './fake-tab-presence';
