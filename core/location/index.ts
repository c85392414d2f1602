/**
 * core/location — the member's position and how it is kept current (LOC-01..LOC-10).
 * Owns: the location state (LocationStore), the update, start-up, distance, unit and permission rules,
 * TrackLocationUseCase (watch, pause while hidden, record denial, sample error logs) and ReportPositionUseCase
 * (each stored position sent to the provider while signed in).
 * Needs: GeolocationPort, PageVisibilityPort, PositionReportPort, and the shared Clock, Scheduler, Logger and Random.
 * Exposes: the rules and types below, the LOCATION tokens; fakes of its ports under ./testing.
 */
import { token } from '../shared';
import type { GeolocationPort } from './geolocation.port';
import type { LocationStore } from './location.store';
import type { PageVisibilityPort } from './page-visibility.port';
import type { PositionReportPort } from './position-report.port';
import type { ReportPositionUseCase } from './report-position.use-case';
import type { TrackLocationUseCase } from './track-location.use-case';

export * from './position';
export * from './haversine-distance';
export * from './mile-conversion';
export * from './distance-unit';
export * from './permission-code';
export * from './position-update';
export * from './start-wait';
export * from './watch-options';
export * from './location-error';
export type { GeolocationPort, PositionObserver } from './geolocation.port';
export type { PageVisibilityPort } from './page-visibility.port';
export { LocationStore, LOCATION_PERSISTED_VERSION, type LocationStatus, type PersistedLocation } from './location.store';
export { TrackLocationUseCase, type TrackLocationDeps, type TrackLocationOptions } from './track-location.use-case';
export type { PositionReportPort } from './position-report.port';
export { ReportPositionUseCase, type ReportPositionDeps } from './report-position.use-case';

export const LOCATION = {
  Store: token<LocationStore>('location.Store'),
  TrackLocation: token<TrackLocationUseCase>('location.TrackLocation'),
  Geolocation: token<GeolocationPort>('location.Geolocation'),
  PageVisibility: token<PageVisibilityPort>('location.PageVisibility'),
  PositionReport: token<PositionReportPort>('location.PositionReport'),
  ReportPosition: token<ReportPositionUseCase>('location.ReportPosition'),
} as const;
