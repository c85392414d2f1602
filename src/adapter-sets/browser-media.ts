import { ContainerModule } from 'inversify';
import { BrowserPreviewUrls, HttpMediaApi } from '../../adapters/media/http-media-api';
import { API } from '../../core/api';
import { MEDIA } from '../../core/media';
import { provide } from '../modules/provide';

/** The provider's media service over HTTP and the browser's object URLs, loaded with the media module. */
export const browserMediaAdapters = new ContainerModule(({ bind }) => {
  provide(bind, MEDIA.Api, (http) => new HttpMediaApi(http), [API.Http]);
  bind(MEDIA.Previews).toConstantValue(new BrowserPreviewUrls());
});
