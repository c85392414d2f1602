/**
 * Remote checkout (PUR-42..44) and where purchases are switched off (PUR-46).
 */
import { err, ok, type AppError, type Result } from '../shared';
import { readQuery } from '../routing/query-params';
import { isOfferType, isProductType, type OfferType, type ProductType } from './offer';

/** PUR-44: why a remote checkout fails. */
export const REMOTE_CHECKOUT_FAILURES = [
  'proper parameters not found',
  'product not found',
  'no products found',
  'fetch profile failed',
  'login failed',
  'request timed out',
] as const;
export type RemoteCheckoutFailure = (typeof REMOTE_CHECKOUT_FAILURES)[number];

/** PUR-42 / Q-20: the "standard" offer a link without `offer_type` means (docs/decisions.md PUR-42). */
export const DEFAULT_REMOTE_OFFER_TYPE: OfferType = 'REGULAR';

/** PUR-42: what a remote checkout link carries. */
export interface RemoteCheckout {
  readonly token: string;
  readonly productType: ProductType;
  readonly skuId: string;
  readonly offerType: OfferType;
  readonly from: number;
  readonly isRemoteMethodInApp: boolean;
}

/** The token in the hash (what follows `#`): `token=…`, or the whole hash when it is only the token. */
const tokenOf = (hash: string): string => (hash.includes('=') ? (readQuery(hash).get('token') ?? '') : hash);

const notFound = () => err({ code: 'proper parameters not found' as const });

/**
 * PUR-42, PUR-43: reads a remote checkout link (`?product_type&sku_id&offer_type&from&method#token=…`); without a
 * token in the hash, a known product type and a sku id in the query it fails with "proper parameters not found".
 */
export const parseRemoteCheckout = (url: string): Result<RemoteCheckout, AppError<RemoteCheckoutFailure>> => {
  const hashAt = url.indexOf('#');
  if (hashAt === -1) return notFound();
  const beforeHash = url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return notFound();
  const query = readQuery(beforeHash.slice(queryAt + 1));
  const token = tokenOf(url.slice(hashAt + 1));
  const productType = query.get('product_type');
  const skuId = query.get('sku_id') ?? '';
  if (token === '' || skuId === '' || !isProductType(productType)) return notFound();
  const offerType = query.get('offer_type');
  const from = Number(query.get('from') ?? 0);
  return ok({
    token,
    productType,
    skuId,
    offerType: isOfferType(offerType) ? offerType : DEFAULT_REMOTE_OFFER_TYPE,
    from: Number.isFinite(from) ? from : 0,
    isRemoteMethodInApp: query.get('method') === 'in-app',
  });
};
