import { latLng, mapResult, type LatLng } from '../../shared';
import {
  booleanDecoder,
  finiteNumberDecoder,
  nullableDecoder,
  objectDecoder,
  refinedDecoder,
  type Decoded,
} from '../decoder';
import { defineSlice } from '../slice-versions';

const positionDecoder = refinedDecoder(
  objectDecoder({ lat: finiteNumberDecoder, lng: finiteNumberDecoder, timestamp: finiteNumberDecoder }),
  ({ lat, lng, timestamp }) =>
    mapResult(latLng(lat, lng), (point) => ({ ...point, timestamp }) as LatLng & { readonly timestamp: number }),
  'a position on the earth',
);

const locationDecoder = objectDecoder({
  position: nullableDecoder(positionDecoder),
  denied: booleanDecoder,
  timeout: booleanDecoder,
  dismissed: booleanDecoder,
});

/** The location state kept across loads (LOC-01); the position has the shape of core/location's Position. */
export type LocationSliceState = Decoded<typeof locationDecoder>;

export const locationSlice = defineSlice('location', {
  decode: locationDecoder,
  defaultValue: { position: null, denied: false, timeout: false, dismissed: false },
});
