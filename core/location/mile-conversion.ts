/** LOC-05: kilometres in one statute mile. */
export const KM_PER_MILE = 1.609344;

export const milesToKm = (miles: number): number => miles * KM_PER_MILE;

export const kmToMiles = (km: number): number => km / KM_PER_MILE;
