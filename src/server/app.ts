import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS, LOCALES } from '../domain/constants.ts';
import { isSignedOutPagePath, langOfSignedOutPath, lightPageOf } from '../domain/signed-out-pages.ts';
import { createAuth } from './auth/auth.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { createSessions, type Sessions } from './auth/session.ts';
import { type AuthLimits, createThrottle } from './auth/throttle.ts';
import { type CheckRunnerOptions, createCheckRunner } from './checks/runner.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './errors.ts';
import { registerAcademyRoutes } from './features/academy/routes.ts';
import { registerBackofficeRoutes } from './features/backoffice/routes.ts';
import { registerCatalogueRoutes } from './features/catalogue/routes.ts';
import { registerGuideCheckRoutes } from './features/checks/guide-routes.ts';
import { type CheckQueue, startCheckQueue } from './features/checks/queue.ts';
import { registerCheckRoutes } from './features/checks/routes.ts';
import { registerClassRoutes } from './features/class/routes.ts';
import { registerClassworkRoutes } from './features/classwork/routes.ts';
import { registerColorRoutes } from './features/colors/routes.ts';
import { registerCourseRoutes } from './features/courses/routes.ts';
import { registerFileRoutes } from './features/files/routes.ts';
import { registerGradeRoutes } from './features/grades/routes.ts';
import { registerInvitationRoutes } from './features/groups/invitation-routes.ts';
import { registerGroupRoutes } from './features/groups/routes.ts';
import { registerGuideCategoryRoutes } from './features/guides/category-routes.ts';
import { registerGuideManageRoutes } from './features/guides/manage-routes.ts';
import { registerGuideRoutes } from './features/guides/routes.ts';
import { registerInstitutionRoutes } from './features/institutions/routes.ts';
import {
  PROJECT_THUMBNAIL_FOLDER,
  projectImagePolicy,
  projectThumbnailPolicy,
} from './features/projects/image-access.ts';
import { PROJECT_IMAGE_FOLDER, registerProjectRoutes } from './features/projects/routes.ts';
import { countPicturesBeforeLedger } from './features/quota/backfill.ts';
import { registerStorageUseRoutes } from './features/quota/routes.ts';
import { createUploadQuota } from './features/quota/uploads.ts';
import { registerSeatRoutes } from './features/seats/routes.ts';
import { createSecretBox } from './features/seats/secret.ts';
import { registerSiteRoutes } from './features/site/routes.ts';
import { registerUserAdminRoutes } from './features/users/routes.ts';
import { registerHealthRoute } from './health.ts';
import { homeEarlyData } from './home-pictures.ts';
import { HttpError } from './http-error.ts';
import { createAuthLog, type LogStream, loggerOptions } from './logging.ts';
import { earlyAnswersScript, type PagePreloads, readPagePreloads } from './page-preloads.ts';
import { WEB_DIST } from './paths.ts';
import { type LiveEventsOptions, startLiveEvents } from './realtime/live-events.ts';
import { registerLiveEventRoutes } from './realtime/routes.ts';
import { isApiPath, registerRequestGuards } from './request-guards.ts';
import { trackRoutes } from './route-list.ts';
import { registerDraining } from './shutdown.ts';
import { withSeedCircuits } from './storage/seed-circuits.ts';
import type { Storage } from './storage/storage.ts';
import { trustProxyOption } from './trust-proxy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The behaviour checks' queue: tests and the bench wait on `idle()`. */
    checkQueue: CheckQueue;
  }
}

export interface AppDeps {
  env: Env;
  database: Database;
  storage: Storage;
  authSecret: string;
  /** Where the built SPA lives; absent in API-only tests. */
  webDist?: string;
  /** Tighter sign-in limits for tests. */
  authLimits?: Partial<AuthLimits>;
  /** Shorter heartbeats and stream lifetimes for tests. */
  live?: Partial<Omit<LiveEventsOptions, 'warn'>>;
  /** Where log lines go instead of stdout: tests read what the logger writes. */
  logStream?: LogStream;
  /** The behaviour checks' CPU budget per check and queue poll (tests shorten them). */
  checks?: CheckRunnerOptions & { pollMs?: number };
}

const baseUrlOf = (env: Env) => env.BASE_URL ?? `http://localhost:${env.PORT}`;

/** Content-Security-Policy for the SPA: wasm for the simulator, inline styles for Mantine. */
const csp = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    // The installable app's manifests (issue 28); the service worker is a worker of 'self' too.
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

/** Assembles the whole app: every plugin and feature is registered here, explicitly. */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { env, database } = deps;
  const storage = withSeedCircuits(deps.storage);
  const app = Fastify({
    logger: loggerOptions(env, deps.logStream),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // Ids longer than a schema allows are that schema's 400, not the router's 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    frameworkErrors,
    clientErrorHandler,
  });
  const live = await startLiveEvents(database, {
    ...deps.live,
    warn: (message, error) => app.log.warn({ err: error }, message),
  });
  app.addHook('onClose', () => live.close());
  const checkQueue = startCheckQueue({
    db: database.db,
    live,
    runner: createCheckRunner(deps.checks),
    log: app.log,
    pollMs: deps.checks?.pollMs,
  });
  app.decorate('checkQueue', checkQueue);
  // Before the live events close: a run that finishes while closing still publishes.
  app.addHook('onClose', () => checkQueue.close());
  trackRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart for uploads); plain text gets 415, not a confusing 400.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  registerDraining(app, live);
  registerRequestGuards(app, { baseUrl: baseUrlOf(env) });

  await app.register(helmet, {
    contentSecurityPolicy: csp,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: { policy: 'credentialless' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: baseUrlOf(env).startsWith('https://'),
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: LIMITS.projectImageBytes, files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Chispa API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const auth = createAuth({
    db: database.db,
    baseUrl: baseUrlOf(env),
    secret: deps.authSecret,
    oidc: env.oidc,
    quiet: env.LOG_LEVEL === 'silent',
    log: createAuthLog(app.log),
  });
  const sessions = createSessions(auth, database.db);
  const throttle = createThrottle(database.db, {
    uploadsPerUser: { max: env.UPLOAD_RATE, windowMs: 60_000 },
    ...deps.authLimits,
  });
  const uploads = createUploadQuota(database.db, throttle, env);
  // Pictures kept from before the quota start counting, off the start's path.
  app.addHook('onReady', async () => {
    void countPicturesBeforeLedger(database.db, storage).catch((err: unknown) =>
      app.log.warn({ err }, 'could not count the pictures stored before the upload quota'),
    );
  });

  registerHealthRoute(app, { database, storage });
  registerAuthRoutes(app, {
    db: database.db,
    auth,
    sessions,
    oidcName: env.oidc?.name ?? null,
    throttle,
  });
  registerFileRoutes(app, {
    storage,
    privateFolders: {
      [PROJECT_IMAGE_FOLDER]: projectImagePolicy(database.db, sessions),
      [PROJECT_THUMBNAIL_FOLDER]: projectThumbnailPolicy(database.db, sessions),
    },
  });
  registerProjectRoutes(app, { db: database.db, sessions, storage, throttle, uploads });
  registerStorageUseRoutes(app, { sessions, uploads });
  registerCatalogueRoutes(app, { db: database.db, sessions, storage });
  registerGuideRoutes(app, { db: database.db, sessions });
  registerGuideManageRoutes(app, { db: database.db, sessions, storage, live });
  registerGuideCategoryRoutes(app, { db: database.db, sessions, live });
  registerAcademyRoutes(app, { db: database.db, sessions, contactEmail: env.ACADEMY_CONTACT_EMAIL });
  registerSiteRoutes(app, { sessions, feedbackUrl: env.FEEDBACK_URL ?? null });
  registerCourseRoutes(app, { db: database.db, sessions, storage, live });
  registerClassRoutes(app, { db: database.db, sessions, live });
  registerGradeRoutes(app, { db: database.db, sessions });
  registerGroupRoutes(app, { db: database.db, sessions, storage, live, throttle });
  registerInvitationRoutes(app, { db: database.db, sessions, live });
  registerSeatRoutes(app, {
    db: database.db,
    auth,
    sessions,
    throttle,
    storage,
    box: createSecretBox(deps.authSecret),
  });
  registerBackofficeRoutes(app, { db: database.db, sessions });
  registerClassworkRoutes(app, { db: database.db, sessions, live, checks: checkQueue });
  registerCheckRoutes(app, { db: database.db, sessions, live });
  registerGuideCheckRoutes(app, { db: database.db, sessions, live });
  registerInstitutionRoutes(app, { db: database.db, sessions, live });
  registerLiveEventRoutes(app, { db: database.db, sessions, live });
  registerUserAdminRoutes(app, { db: database.db, sessions });
  registerColorRoutes(app, { db: database.db, sessions });

  registerSpa(app, deps.webDist ?? WEB_DIST, sessions);
  return app;
};

/**
 * The built web app for every non-API path; hashed assets cached for a year, HTML never. The
 * signed-out pages (root, landing, login, register) get light.html, their own small client, unless
 * the request carries a live session: then the app, whose guards take the person on (home, `next`).
 */
const registerSpa = (app: FastifyInstance, webDist: string, sessions: Sessions) => {
  const hasSpa = existsSync(path.join(webDist, 'index.html'));
  const hasLight = existsSync(path.join(webDist, 'light.html'));
  // light-{lang}.html: the same page preloading its language's texts (src/web/light/light-build.ts).
  const ownLightPages = new Set(
    LOCALES.map(lightPageOf).filter((file) => existsSync(path.join(webDist, file))),
  );
  if (hasSpa) {
    app.register(fastifyStatic, {
      root: webDist,
      // One `/*` route that looks the file up per request, not one route per file of the build
      // (~570, ~0.8 s of every later start). Only a file name is looked up: a page's path (`/`,
      // `/es/home`) goes straight on to the handler below, as a file that is not there does.
      wildcard: true,
      allowedPath: (pathname: string) => path.posix.extname(pathname) !== '',
      // The build's own records (`.vite/manifest.json`) are not served, as no dotfile is.
      dotfiles: 'ignore',
      index: false,
      // The build's `.br` copies at brotli's best (src/web/build/precompress.ts); the rest is
      // compressed per request.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // The app's HTML names the files and first reads of the page it is served for (page-preloads.ts);
  // read again when the build is replaced under a running server, as the assets are.
  const appIndex = path.join(webDist, 'index.html');
  let appPage = { builtAt: -1, html: '', preloads: null as PagePreloads | null };
  const currentAppPage = () => {
    const builtAt = statSync(appIndex).mtimeMs;
    if (builtAt !== appPage.builtAt)
      appPage = { builtAt, html: readFileSync(appIndex, 'utf8'), preloads: readPagePreloads(webDist) };
    return appPage;
  };
  const pageFor = (pathname: string, isSignedIn: boolean): string => {
    if (!hasLight || !isSignedOutPagePath(pathname) || isSignedIn) return 'index.html';
    const own = lightPageOf(langOfSignedOutPath(pathname));
    return ownLightPages.has(own) ? own : 'light.html';
  };
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || !hasSpa || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new HttpError(404, 'NOT_FOUND');
    }
    const { pathname } = new URL(request.url, 'http://chispa.invalid');
    // A build file that is not there (a page of an older build asking for its chunks) is a 404: the
    // app's HTML in its place fails as "not a module script" and leaves the page blank.
    if (pathname.startsWith('/assets/')) throw new HttpError(404, 'NOT_FOUND');
    const isSignedIn = Boolean(await sessions.read(request).catch(() => null));
    const page = pageFor(pathname, isSignedIn);
    // The same URL is the light page or the app depending on the session cookie.
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
    if (page !== 'index.html') return reply.sendFile(page);
    const { html, preloads } = currentAppPage();
    const home = isSignedIn ? await homeEarlyData(app, request, pathname) : null;
    const answered = new Set(Object.keys(home?.answers ?? {}));
    const links = [
      preloads?.linksFor(pathname, isSignedIn, answered) ?? '',
      ...(home?.links ?? []),
      earlyAnswersScript(home?.answers ?? {}),
    ]
      .filter(Boolean)
      .join('\n');
    // A signed-in page's HTML may hold that person's data (`home.answers`): no shared cache keeps it.
    if (isSignedIn) reply.header('cache-control', 'private, no-cache');
    // A function, not a string, so a `$&` or `$'` in the data is not a replacement pattern.
    return reply
      .type('text/html; charset=utf-8')
      .send(links ? html.replace('</head>', () => `${links}\n</head>`) : html);
  });
};
