import { ContainerModule } from 'inversify';
import { API } from '../../core/api';
import { LOCATION } from '../../core/location';
import { HttpPositionReport } from '../../adapters/location/http-position-report';
import { NavigatorGeolocation } from '../../adapters/geolocation/navigator-geolocation';
import { DocumentVisibility } from '../../adapters/page-visibility/document-visibility';
import { provide } from '../modules/provide';

/** The browser's geolocation and page visibility, and the position report over HTTP, loaded with the location module. */
export const browserLocationAdapters = new ContainerModule(({ bind }) => {
  bind(LOCATION.Geolocation).toConstantValue(new NavigatorGeolocation());
  bind(LOCATION.PageVisibility).toConstantValue(new DocumentVisibility());
  provide(bind, LOCATION.PositionReport, (http) => new HttpPositionReport(http), [API.Http]);
});
