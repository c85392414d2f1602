import type { HttpPort } from '../../core/api';
import type { AuthGatewayPort } from '../../core/auth';
import { refreshWithJson } from './json-token-refresh';

/**
 * The auth gateway for a browser: the sign-in calls load the protobuf runtime and schema on first use (a separate
 * chunk, fetched only when the sign-in flow sends its first request); refreshing a session uses the JSON form of
 * the token endpoint, so signed-in pages never load protobuf.
 */
export function lazyAuthGateway(http: HttpPort): AuthGatewayPort {
  let loaded: Promise<AuthGatewayPort> | undefined;
  const gateway = () => (loaded ??= import('./protobuf-auth-gateway').then((m) => new m.ProtobufAuthGateway(http)));
  return {
    submitPhone: async (...a) => (await gateway()).submitPhone(...a),
    submitPhoneOtp: async (...a) => (await gateway()).submitPhoneOtp(...a),
    submitEmail: async (...a) => (await gateway()).submitEmail(...a),
    submitEmailOtp: async (...a) => (await gateway()).submitEmailOtp(...a),
    resendOtp: async (...a) => (await gateway()).resendOtp(...a),
    refresh: (refreshToken, ctx) => refreshWithJson(http, refreshToken, ctx),
  };
}
