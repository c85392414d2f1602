/**
 * Page tokens (MATCH-09): where the next page of a list starts, opaque to the client. A token is the position
 * as base64url JSON; one that does not read back as a position of the right shape is refused (400), and a
 * forged one only moves within lists the member may read anyway.
 */

export const encodePageToken = (position: unknown): string => Buffer.from(JSON.stringify(position)).toString('base64url');

/** The position a token holds when `read` accepts it, else undefined. */
export const decodePageToken = <T>(token: string, read: (raw: unknown) => T | undefined): T | undefined => {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) return undefined;
  try {
    return read(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
};
