/**
 * core/app — the app's lifecycle around the features (APP-02, APP-03, APP-05, APP-10).
 * Owns: the loading counter (never negative, underflow logged), connectivity (offline flag and the connectivity
 * state after a timeout while online), the waiting-update flag with its reload, the shared async-load status, and the
 * kind of build running, and the gate that holds a start's later work until its first screen has what it needs.
 * Needs: Logger (core/shared), a ConnectivityPort and an UpdatePort; reads API results (core/api) for connectivity.
 * Exposes: the rules and types below, LoadingStore, ConnectivityStore, ConnectivityMonitor, UpdateStore,
 * AppUpdate, the APP tokens; fakes of the ports under ./testing.
 */
import { token } from '../shared';
import type { AppUpdate } from './app-update.use-case';
import type { BuildKind } from './build-kind';
import type { ConnectivityMonitor } from './connectivity-monitor.use-case';
import type { ConnectivityPort } from './connectivity.port';
import type { ConnectivityStore } from './connectivity.store';
import type { FirstScreenGate } from './first-screen-gate';
import type { LoadingStore } from './loading.store';
import type { UpdatePort } from './update.port';
import type { UpdateStore } from './update.store';

export * from './loading-counter';
export * from './connectivity';
export * from './async-load';
export * from './build-kind';
export { LoadingStore } from './loading.store';
export type { ConnectivityPort } from './connectivity.port';
export { ConnectivityStore } from './connectivity.store';
export { ConnectivityMonitor } from './connectivity-monitor.use-case';
export type { UpdatePort } from './update.port';
export { UpdateStore } from './update.store';
export { AppUpdate } from './app-update.use-case';
export { FirstScreenGate, FIRST_SCREEN_MAX_WAIT_MS } from './first-screen-gate';

export const APP = {
  /** The kind of build running (PUR-46, LAND-02): from the platform's adapters. */
  BuildKind: token<BuildKind>('app.BuildKind'),
  LoadingStore: token<LoadingStore>('app.LoadingStore'),
  Connectivity: token<ConnectivityPort>('app.Connectivity'),
  ConnectivityStore: token<ConnectivityStore>('app.ConnectivityStore'),
  ConnectivityMonitor: token<ConnectivityMonitor>('app.ConnectivityMonitor'),
  Update: token<UpdatePort>('app.Update'),
  UpdateStore: token<UpdateStore>('app.UpdateStore'),
  AppUpdate: token<AppUpdate>('app.AppUpdate'),
  /** What a start holds back until its first screen has what it needs (the post-login steps). */
  FirstScreen: token<FirstScreenGate>('app.FirstScreen'),
} as const;
