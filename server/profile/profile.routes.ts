/**
 * The own profile's edits (PROF-03): `POST /v2/profile` (EP-052), `/v2/profile/job` (EP-054),
 * `/v2/profile/school` (EP-055), `/v2/profile/interests` and its `DELETE` (EP-151), `/v2/profile/prompts`,
 * `/v2/profile/tutorials` (EP-058), `/v2/profile/quizzes` (PROF-06). Each answers the own profile as `GET /v2/profile` carries it (profile.wire.ts).
 */
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { Result } from '../../core/shared';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import type { Failure } from '../http/failure';
import type { ProfileService } from './profile.service';
import { AboutBody, InterestRemovalBody, InterestsBody, JobBody, PromptsBody, QuizzesBody, SchoolBody, TutorialsBody } from './profile.wire';

export interface ProfileRouteDeps {
  readonly member: preHandlerAsyncHookHandler;
  readonly profiles: ProfileService;
}

const answer = <T>(reply: FastifyReply, result: Result<T, Failure>): FastifyReply => (result.ok ? sendData(reply, result.value) : sendFailure(reply, result.error));

export const registerProfileRoutes = (api: FastifyInstance, { member, profiles }: ProfileRouteDeps): void => {
  api.post<{ Body: AboutBody }>('/v2/profile', { preHandler: member, schema: { body: AboutBody } }, async (request, reply) =>
    answer(reply, await profiles.saveAbout(authOf(request).userId, request.body)),
  );
  api.post<{ Body: JobBody }>('/v2/profile/job', { preHandler: member, schema: { body: JobBody } }, async (request, reply) =>
    answer(reply, await profiles.saveJobs(authOf(request).userId, request.body)),
  );
  api.post<{ Body: SchoolBody }>('/v2/profile/school', { preHandler: member, schema: { body: SchoolBody } }, async (request, reply) =>
    answer(reply, await profiles.saveSchools(authOf(request).userId, request.body)),
  );
  api.post<{ Body: InterestsBody }>('/v2/profile/interests', { preHandler: member, schema: { body: InterestsBody } }, async (request, reply) =>
    answer(reply, await profiles.saveInterests(authOf(request).userId, request.body)),
  );
  api.delete<{ Body: InterestRemovalBody }>('/v2/profile/interests', { preHandler: member, schema: { body: InterestRemovalBody } }, async (request, reply) =>
    answer(reply, await profiles.removeInterest(authOf(request).userId, request.body.interest_id)),
  );
  api.post<{ Body: PromptsBody }>('/v2/profile/prompts', { preHandler: member, schema: { body: PromptsBody } }, async (request, reply) =>
    answer(reply, await profiles.savePrompts(authOf(request).userId, request.body)),
  );
  api.post<{ Body: QuizzesBody }>('/v2/profile/quizzes', { preHandler: member, schema: { body: QuizzesBody } }, async (request, reply) =>
    answer(reply, await profiles.saveQuizzes(authOf(request).userId, request.body)),
  );
  api.post<{ Body: TutorialsBody }>('/v2/profile/tutorials', { preHandler: member, schema: { body: TutorialsBody } }, async (request, reply) =>
    answer(reply, await profiles.addTutorials(authOf(request).userId, request.body.tutorials)),
  );
};
