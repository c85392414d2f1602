export { FakeGeolocation } from './fake-geolocation';
export { FakePageVisibility } from './fake-page-visibility';
export { FakePositionReport } from './fake-position-report';
