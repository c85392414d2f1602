/**
 * PUR-23: the tax of a US zip, from a small fixed table by the zip's first digit (the ten US zip regions), in
 * basis points (docs/decisions.md PUR-23). Prices are in cents; the tax is rounded half up to the cent.
 */
export const TAX_BASIS_POINTS_BY_REGION: readonly number[] = [625, 400, 600, 700, 600, 687, 625, 825, 560, 725];

/** A five-digit US zip (ZIP+4 accepted; only the first five count). */
export const ZIP_PATTERN = '^[0-9]{5}(-[0-9]{4})?$';

export const taxRateOf = (zip: string): number => TAX_BASIS_POINTS_BY_REGION[Number(zip[0])] ?? 0;

export const taxOf = (priceCents: number, basisPoints: number): number => Math.floor((priceCents * basisPoints + 5000) / 10000);
