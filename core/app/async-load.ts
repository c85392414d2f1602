/**
 * APP-10: the shared async-load status. The spec names four values (not loaded, loading, loaded, error) and
 * mentions three more (3, 4, 5) without names or meaning; only the named four are modelled.
 */
export type AsyncLoadStatus = 'not-loaded' | 'loading' | 'loaded' | 'error';
