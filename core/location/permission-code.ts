/** What the app knows of the member's location permission. */
export type LocationPermission = 'unknown' | 'granted' | 'denied';

/** LOC-07: the numeric permission codes (2 is unused). */
export type PermissionCode = 0 | 1 | 3;

const CODES: Readonly<Record<LocationPermission, PermissionCode>> = { unknown: 0, granted: 1, denied: 3 };

export const permissionCode = (permission: LocationPermission): PermissionCode => CODES[permission];
