import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { signedInMember } from '../testing/sign-in';
import { useTestServer } from '../testing/use-test-server';

const server = useTestServer();
const get = (path: string, headers: Record<string, string> = {}) => rawRequest(new URL(server().baseUrl).origin, `/api${path}`, headers);
/** A member's own profile: a few KB of JSON. */
const ownProfile = async () => {
  const member = await signedInMember(server().client(), server().database.db, '+14155550131');
  return (headers: Record<string, string> = {}) => get('/v2/profile?locale=en', { 'x-auth-token': member.authToken!, ...headers });
};

describe('the API compresses its larger JSON answers', () => {
  it('a JSON answer over 1 KB goes in brotli to a client that accepts it, and decodes to the very answer sent uncompressed', async () => {
    const profile = await ownProfile();
    const plain = await profile();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    const br = await profile({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('gzip for a client that accepts only gzip; none for a client that refuses both', async () => {
    const profile = await ownProfile();
    const gz = await profile({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString()).data).toBeDefined();
    const none = await profile({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body.toString()).data).toBeDefined();
  });

  it('an answer under 1 KB goes as it is, an error too', async () => {
    const small = await get('/healthcheck', { 'accept-encoding': 'br' });
    expect(small.body.byteLength).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const missing = await get('/v2/profile?locale=en', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(401);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString())).toBeDefined();
  });
});
