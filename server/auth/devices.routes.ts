/**
 * The member's signed-in devices: every live sign-in with what it ran on, where (city level) and when it was
 * last used, and the way to end any other one, or all others, at once (issue 13 item 4). Member token only.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { Id } from '../http/schemas';
import type { DeviceSession, SessionService } from './session.service';

const SessionParams = Type.Object({ sessionId: Id }, { additionalProperties: false });

const deviceJson = (device: DeviceSession) => ({
  id: device.familyId,
  platform: device.platform,
  device: device.deviceLabel,
  place: device.place,
  created_at: new Date(device.createdAt).toISOString(),
  last_active_at: new Date(device.lastSeenAt).toISOString(),
  current: device.current,
});

export const registerDeviceRoutes = (
  api: FastifyInstance,
  deps: { readonly sessions: SessionService; readonly member: preHandlerAsyncHookHandler },
): void => {
  const { sessions, member } = deps;

  api.get('/v2/auth/sessions', { preHandler: member }, async (request, reply) =>
    sendData(reply, { sessions: (await sessions.devices(authOf(request))).map(deviceJson) }),
  );

  api.delete<{ Params: Static<typeof SessionParams> }>(
    '/v2/auth/sessions/:sessionId',
    { preHandler: member, schema: { params: SessionParams } },
    async (request, reply) => {
      const result = await sessions.endDevice(authOf(request), request.params.sessionId);
      return result.ok ? sendData(reply, {}) : sendFailure(reply, result.error);
    },
  );

  api.post('/v2/auth/sessions/end-others', { preHandler: member }, async (request, reply) =>
    sendData(reply, { ended: await sessions.endOtherDevices(authOf(request)) }),
  );
};
