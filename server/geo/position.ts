/** A point on the earth in degrees, as the server stores it (`lat`, `lng`). */
export interface Position {
  readonly lat: number;
  readonly lng: number;
}
