/**
 * Loads a part of the app that is its own chunk (its core module, use-cases and adapters) into the running
 * app, once; later calls wait for the same load. A screen asks for the feature it shows before it reads it.
 */
export interface FeatureLoader {
  load(feature: string): Promise<void>;
}
