import { ContainerModule } from 'inversify';
import { LOCATION } from '../../core/location';
import { NavigatorGeolocation } from '../../adapters/geolocation/navigator-geolocation';
import { DocumentVisibility } from '../../adapters/page-visibility/document-visibility';

/** The browser's geolocation and page visibility, loaded with the location module. */
export const browserLocationAdapters = new ContainerModule(({ bind }) => {
  bind(LOCATION.Geolocation).toConstantValue(new NavigatorGeolocation());
  bind(LOCATION.PageVisibility).toConstantValue(new DocumentVisibility());
});
