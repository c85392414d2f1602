/**
 * server/world — the seeded demo world (demo and dev modes; issue 3 item 4).
 * Owns: the generated members and their portraits (DiceBear Personas in photo-like scenes), seeding an empty
 * database, the likes every newcomer gets from a third of the demo members, and the demo members' replies to
 * chat messages.
 * Needs: the database, the clock, a scheduler, the users service (to hear of new members), the chat module
 * (its messages and events), and the media storage (for photo files).
 * Exposes: `seedIfEmpty()` for start-up, the responder (for tests), `dispose()`, and `portraitFor` (a picture in
 * the world's style for other uses, such as landing-page art).
 */
import type { Disposable, Scheduler } from '../../core/shared';
import type { ChatModule } from '../chat';
import { demoWorldEnabled } from '../config';
import type { ServerContext } from '../context';
import type { UsersService } from '../users/users.service';
import { likeNewcomer } from './demo-likes';
import { DemoResponder } from './demo-responder';
import { seedDemoWorld, type DemoPhotoStore, type SeedReport } from './demo-seed';

export { demoMemberId, generateDemoMembers, MAX_AGE, MAX_PHOTOS, MIN_AGE, MIN_PHOTOS, type DemoMember, type WorldShape } from './demo-members';
export { demoMemberLikes } from './demo-likes';
export { mediaPhotoStore, demoPhotoId, demoPhotoKey } from './demo-photo-store';
export { replyTo, DemoResponder } from './demo-responder';
export { demoGuest } from './demo-seed';
export { PHOTO_SIZE, portraitFor, SCENE_KINDS, type SceneKind } from './portraits';
export type { DemoPhoto, DemoPhotoStore, SeedReport } from './demo-seed';

export interface WorldModule extends Disposable {
  readonly enabled: boolean;
  /** Seeds the world into a database without one (a no-op in production mode or when it is there). */
  seedIfEmpty(): Promise<SeedReport>;
  /** Null in production mode or with DEMO_REPLIES=0. */
  readonly responder: DemoResponder | null;
}

export interface WorldModuleDeps {
  readonly users: UsersService;
  readonly chat: ChatModule;
  readonly scheduler: Scheduler;
  readonly photos: DemoPhotoStore;
}

const NOT_SEEDED: SeedReport = { seeded: false, members: 0, photos: 0, elapsedMs: 0 };

export const createWorldModule = (ctx: ServerContext, deps: WorldModuleDeps): WorldModule => {
  const { config, db, clock, log } = ctx;
  if (!demoWorldEnabled(config)) return { enabled: false, seedIfEmpty: async () => NOT_SEEDED, responder: null, dispose: () => undefined };
  const { demo } = config;
  const area = { center: { lat: demo.lat, lng: demo.lng }, radiusKm: demo.radiusKm };
  const stopLiking = deps.users.onMemberCreated(async (tx, user, now) => {
    await likeNewcomer(tx, user.id, area, now);
  });
  const responder = demo.replies
    ? new DemoResponder({
        db,
        messages: deps.chat.messages,
        events: deps.chat.events,
        scheduler: deps.scheduler,
        delayMs: demo.replyDelayMs,
        onError: (error) => log.error({ err: error }, 'demo reply failed'),
      })
    : null;
  return {
    enabled: true,
    responder,
    seedIfEmpty: () =>
      seedDemoWorld(
        { db, photos: deps.photos, guestEmail: demo.guestEmail, elapsed: () => performance.now() },
        { seed: demo.seed, members: demo.members, center: area.center, radiusKm: area.radiusKm },
        clock.now(),
      ),
    dispose() {
      stopLiking();
      responder?.dispose();
    },
  };
};
