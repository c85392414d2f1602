export { FakeNavigation } from './fake-navigation';
export { FakeMatchLookup } from './fake-match-lookup';
