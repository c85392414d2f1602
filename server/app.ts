/**
 * The reference API server, assembled: fastify with the provider's conventions (envelopes, error codes,
 * schema-checked input, API-02 headers) and the modules' routes under the API base path; beside them the media
 * files and, when a client build is given, the app under /app. Tests build it with an
 * in-memory database, a fake clock and the demo outbox, and call it over real HTTP.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Clock, Scheduler } from '../core/shared';
import { createAuthModule, type AuthModule, type Outbox } from './auth';
import { readRefreshCookie } from './auth/refresh-cookie';
import { createChatModule, type ChatModule } from './chat';
import { loadConfig, withOverrides, type ConfigOverrides, type ServerConfig } from './config';
import type { ServerContext } from './context';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { installAnswerCompression } from './http/answer-compression';
import { installAuthDecorator } from './http/auth-guard';
import { installBodyParsers, JSON_BODY_LIMIT } from './http/content-types';
import { installErrorHandler, installNotFound } from './http/error-handler';
import { installSecurityHeaders } from './http/security-headers';
import { installValidation } from './http/validation';
import { createMatchesModule, matchPartnerLookup, type MatchesModule } from './matches';
import { createMediaModule, type MediaModule } from './media';
import { createOnboardingModule, type OnboardingModule } from './onboarding';
import { createPassportModule } from './passport';
import { createProfileModule } from './profile';
import { createPushModule, type PushModule } from './push';
import { systemClock } from './platform/system-clock';
import { systemScheduler } from './platform/system-scheduler';
import { createRealtimeModule, type RealtimeModule } from './realtime';
import { createRecsModule, type RecsModule } from './recs';
import { createBoostsModule } from './boosts';
import { createExploreModule } from './explore';
import { createLikesYouModule } from './likes-you';
import { createBansModule, type BansModule } from './bans';
import { createPrivacyModule } from './privacy';
import { createPurchaseModule, type PurchaseModule } from './purchase';
import { createSafetyModule, type SafetyModule } from './safety';
import { createSettingsModule, type SettingsModule } from './settings';
import { registerStartupRoutes } from './startup/startup.routes';
import { registerContactRoutes } from './contact/contact.routes';
import { createUsersModule, type UsersModule } from './users';
import { UsersService } from './users/users.service';
import type { SiteFiles } from './web/site-files';
import { drawnCardOf } from './web/drawn-discover';
import { registerStaticSite } from './web/static-site.routes';
import { createWorldModule, mediaPhotoStore, type WorldModule } from './world';

export interface BuildServerOptions {
  /** Default: read from the environment. */
  readonly config?: ServerConfig;
  /** Values replaced in the configuration (tests shorten limits). */
  readonly overrides?: ConfigOverrides;
  /** Default: the configured database, migrated, and closed by `close()`. A given one stays the caller's. */
  readonly database?: Database;
  readonly clock?: Clock;
  /** Default: Node's timers. */
  readonly scheduler?: Scheduler;
  /** The built client, served under /app (server/web); none by default. */
  readonly site?: SiteFiles;
  /** Default: the demo outbox. */
  readonly outbox?: Outbox;
  /** Default: pino at the configured level. */
  readonly logger?: FastifyServerOptions['logger'];
  /** More routes inside the API plugin, after the modules' own (the security suite plants defective ones). */
  readonly extraRoutes?: (api: FastifyInstance, modules: { readonly auth: AuthModule; readonly db: Database }) => void;
  /** The token `npm run admin` presents; a fresh one is written to the data folder when absent. */
  readonly adminToken?: string;
}

export interface Server {
  readonly app: FastifyInstance;
  readonly config: ServerConfig;
  readonly db: Database;
  readonly clock: Clock;
  readonly auth: AuthModule;
  readonly realtime: RealtimeModule;
  readonly media: MediaModule;
  readonly onboarding: OnboardingModule;
  readonly chat: ChatModule;
  readonly world: WorldModule;
  readonly recs: RecsModule;
  readonly members: UsersModule;
  readonly matches: MatchesModule;
  readonly safety: SafetyModule;
  readonly bans: BansModule;
  readonly settings: SettingsModule;
  readonly push: PushModule;
  readonly purchase: PurchaseModule;
  /** Every route, as registered (method and full path): the access-control suite checks the ones taking ids. */
  readonly routes: ReadonlyArray<{ readonly method: string; readonly url: string }>;
  /** Stops listening, waits for requests in flight, and closes the database when the server opened it. */
  close(): Promise<void>;
}

export const buildServer = async (options: BuildServerOptions = {}): Promise<Server> => {
  const config = withOverrides(options.config ?? loadConfig(), options.overrides);
  const ownsDatabase = options.database === undefined;
  const db = options.database ?? (await openDatabase(config));
  try {
    if (ownsDatabase) await migrate(db);
    const clock = options.clock ?? systemClock;
    const app = Fastify({
      logger: options.logger ?? { level: config.logLevel },
      bodyLimit: JSON_BODY_LIMIT,
      trustProxy: config.trustProxy,
    });
    const routes: Array<{ method: string; url: string }> = [];
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method: String(method), url: route.url });
    });
    installSecurityHeaders(app, { apiBase: config.apiBase });
    installAnswerCompression(app, { apiBase: config.apiBase });
    installErrorHandler(app);
    installBodyParsers(app);
    installAuthDecorator(app);
    await app.register(fastifyCookie);

    const ctx: ServerContext = { config, db, clock, log: app.log };
    const users = new UsersService();
    const auth = createAuthModule(ctx, { ...(options.outbox === undefined ? {} : { outbox: options.outbox }), users });
    const chat = createChatModule(ctx);
    const realtime = createRealtimeModule(ctx, { auth, matchPartner: matchPartnerLookup(db) });
    await realtime.install(app);
    chat.events.onMessageCreated((message) => {
      for (const memberId of [message.fromId, message.toId]) realtime.nudge(memberId, { type: 'message', matchId: message.matchId, messageId: message.id });
    });
    // SET-11: a new message and a new match also go out as push notifications; a device goes with its session.
    const push = createPushModule(ctx, { member: auth.guards.member });
    chat.events.onMessageCreated((message) =>
      push.service.notify(message.toId, { kind: 'message', matchId: message.matchId, otherId: message.fromId, text: message.kind === 'text' ? message.text : null }),
    );
    auth.events.onSessionEnded((event) => push.service.forgetSessions(event.userId, event.familyIds));
    const partnerOf = matchPartnerLookup(db);
    const nudgeAndPush: typeof realtime.nudge = (memberId, nudge) => {
      const sent = realtime.nudge(memberId, nudge);
      if (nudge.type === 'match') push.service.notifyMatch(memberId, nudge.matchId, () => partnerOf(nudge.matchId, memberId));
      return sent;
    };
    const scheduler = options.scheduler ?? systemScheduler;
    const media = createMediaModule(ctx, { auth });
    const onboarding = createOnboardingModule(ctx, { auth, media: media.service });
    const photos = mediaPhotoStore(media.storage);
    const world = createWorldModule(ctx, { users, chat, scheduler, photos });
    const settings = createSettingsModule(ctx, { member: auth.guards.member, signIn: auth.signIn, sessions: auth.sessions, media: media.service });
    const profile = createProfileModule(ctx, { member: auth.guards.member, photosOfMany: (userIds) => media.service.photosOfMany(userIds) });
    const members = createUsersModule(ctx, {
      profileSettings: settings.profileSettings,
      member: auth.guards.member,
      photosOfMany: (userIds) => media.service.photosOfMany(userIds),
      allowances: (memberId) => recs.allowancesJson(memberId),
      ownProfile: (memberId) => profile.own(memberId),
    });
    const recs = createRecsModule(ctx, { member: auth.guards.member, nudge: nudgeAndPush, cards: members.cards, blocks: members.blocks });
    await recs.recs.start();
    app.addHook('onClose', async () => recs.recs.stop());
    const matches = createMatchesModule(ctx, { member: auth.guards.member, nudge: realtime.nudge, cards: members.cards });
    const likesYou = createLikesYouModule(ctx, {
      member: auth.guards.member,
      cards: members.cards,
      blocks: members.blocks,
      swipes: recs.swipes,
      mainPhoto: async (userId) => {
        // The smallest stored size of the first photo: the teaser keeps 16 × 21 pixels of it.
        const [photo] = (await media.service.photosOfMany([userId])).get(userId) ?? [];
        const url = photo === undefined ? undefined : [...photo.processedFiles].sort((a, b) => a.width - b.width)[0]?.url ?? photo.url;
        const file = url === undefined ? null : await media.storage.get(url.replace(/^\/media\//, ''));
        return file?.bytes ?? null;
      },
    });
    const explore = createExploreModule(ctx, { member: auth.guards.member, cards: members.cards, blocks: members.blocks });
    const boosts = createBoostsModule(ctx, { member: auth.guards.member });
    const safety = createSafetyModule(ctx, { member: auth.guards.member, nudge: realtime.nudge });
    const bans = createBansModule(ctx, {
      member: auth.guards.member,
      sessions: auth.sessions,
      captcha: auth.captcha,
      ...(options.adminToken === undefined ? {} : { adminToken: options.adminToken }),
    });
    const passport = createPassportModule(ctx, { member: auth.guards.member });
    const privacy = createPrivacyModule(ctx, { member: auth.guards.member, authenticate: auth.sessions.authenticate.bind(auth.sessions) });
    const purchase = createPurchaseModule(ctx, { member: auth.guards.member, scheduler });
    await purchase.start();
    app.addHook('onClose', async () => purchase.stop());
    app.addHook('onClose', async () => world.dispose());
    app.addHook('onClose', async () => push.service.idle());

    await app.register(
      async (api) => {
        // Inside the API plugin only: routes served beside the API (the built client) keep fastify's defaults.
        installValidation(api);
        installNotFound(api);
        auth.registerRoutes(api);
        members.registerRoutes(api);
        profile.registerRoutes(api);
        registerStartupRoutes(api, {
          db,
          positions: members.positions,
          authenticate: auth.sessions.authenticate.bind(auth.sessions),
          notePlace: auth.sessions.notePlace.bind(auth.sessions),
          termsAcceptanceNeeded: (userId) => privacy.privacy.termsAcceptanceNeeded(userId),
          emailPrompt: (userId, country) => settings.settings.emailPromptOf(userId, country),
        });
        realtime.registerRoutes(api);
        media.registerRoutes(api);
        onboarding.registerRoutes(api);
        recs.registerRoutes(api);
        matches.registerRoutes(api);
        likesYou.registerRoutes(api);
        explore.registerRoutes(api);
        boosts.registerRoutes(api);
        chat.registerRoutes(api, { member: auth.guards.member });
        safety.registerRoutes(api);
        bans.registerRoutes(api);
        settings.registerRoutes(api);
        push.registerRoutes(api);
        passport.registerRoutes(api);
        privacy.registerRoutes(api);
        purchase.registerRoutes(api);
        registerContactRoutes(api, { db, clock, member: auth.guards.member });
        options.extraRoutes?.(api, { auth, db });
      },
      { prefix: config.apiBase },
    );
    likesYou.registerFileRoutes(app);
    media.registerFileRoutes(app);
    if (options.site) {
      registerStaticSite(app, options.site, {
        // A member's Discover drawn with their first card (server/web/drawn-discover.ts): the refresh cookie looked at, not spent.
        drawnCard: async (request) => {
          const token = readRefreshCookie(request);
          const memberId = token === undefined ? undefined : await auth.sessions.memberOfRefreshToken(token);
          if (memberId === undefined) return undefined;
          const [first] = await recs.recs.page(memberId);
          return first === undefined ? undefined : drawnCardOf(first.card);
        },
      });
    }
    await app.ready();

    return {
      app,
      config,
      db,
      clock,
      auth,
      realtime,
      media,
      onboarding,
      chat,
      world,
      recs,
      members,
      matches,
      safety,
      bans,
      settings,
      push,
      purchase,
      routes,
      async close() {
        await app.close();
        if (ownsDatabase) await db.close();
      },
    };
  } catch (error) {
    if (ownsDatabase) await db.close();
    throw error;
  }
};
