import { sign as signInitData } from '@tma.js/init-data-node';
import type { FastifyInstance } from 'fastify';

import { readOutbox } from '../accounts/outbox';
import { fail, ok } from '../envelope';
import type { RouteDeps } from './deps';

/** A dev route that names an account by email, for an email no account has. */
const NO_SUCH_EMAIL = { code: 10001, message: 'No account with this email' } as const;

/**
 * Development helpers under /x-api/dev, registered only when dev routes are
 * on (outside production, or API_DEV_ROUTES=1); otherwise these paths are
 * plain 404 envelopes.
 */
export async function devRoutes(app: FastifyInstance, { db, accounts }: RouteDeps): Promise<void> {
  if (!accounts.devRoutes) return;

  /** The client address the api counts limits against (API_TRUST_PROXY decides whose X-Forwarded-For counts). */
  app.get('/dev/client-address', async (req) => ok({ ip: req.ip }));

  /** This api process, so a supervision test can stop it the way a crash would. */
  app.get('/dev/process', async () => ok({ pid: process.pid }));

  /** The mails and SMS the api sent, newest first; `to` filters by recipient (email or +{dial}{digits}). */
  app.get<{ Querystring: { to?: string; limit?: number } }>(
    '/dev/outbox',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            to: { type: 'string', maxLength: 128 },
            limit: { type: 'integer', minimum: 1, maximum: 200 },
          },
        },
      },
    },
    async (req) => {
      const raw = req.query.to?.trim();
      // a '+' in a query string arrives as a space: digits alone are a mobile number
      const digits = raw?.replace(/[\s().+-]/g, '');
      const to = !raw
        ? undefined
        : raw.includes('@')
          ? raw.toLowerCase()
          : /^[0-9]+$/.test(digits ?? '')
            ? `+${digits}`
            : raw;
      return ok({ list: await readOutbox(db, to, req.query.limit ?? 50) });
    },
  );

  /**
   * DLG-2, DLG-3: puts an account in a state a test needs: identity verified
   * in a country (KYC level and country), or being created (status 4).
   */
  app.post<{ Body: { email: string; kyc_country?: string; kyc_person_level?: number; status?: number } }>(
    '/dev/accounts/state',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 128 },
            kyc_country: { type: 'string', pattern: '^[A-Z]{2}$' },
            kyc_person_level: { type: 'integer', minimum: 0, maximum: 3 },
            status: { type: 'integer', enum: [1, 2, 3, 4] },
          },
        },
      },
    },
    async (req) => {
      const { email, kyc_country: country, kyc_person_level: level, status } = req.body;
      const { rows } = await db.query<{ id: string }>(
        `update users set
           kyc_country = coalesce($2, kyc_country),
           kyc_person_level = coalesce($3, kyc_person_level),
           status = coalesce($4, status)
         where email = $1 returning id`,
        [email.trim().toLowerCase(), country ?? null, level ?? null, status ?? null],
      );
      return rows.length ? ok({}) : fail(10001, 'No such account');
    },
  );

  /**
   * Issue 26: the new-device check on or off for this process, so the e2e
   * suite (which runs with it off: each test is a new browser) can prove it.
   */
  app.put<{ Body: { new_device_check: boolean } }>(
    '/dev/security',
    {
      schema: {
        body: {
          type: 'object',
          required: ['new_device_check'],
          additionalProperties: false,
          properties: { new_device_check: { type: 'boolean' } },
        },
      },
    },
    async (req) => {
      app.security.newDeviceCheck = req.body.new_device_check;
      return ok({ new_device_check: app.security.newDeviceCheck });
    },
  );

  /** SEC-6: the latest 50 events the monitoring collector stored, newest first; `name` filters. */
  app.get<{ Querystring: { name?: string } }>(
    '/dev/monitor-events',
    {
      schema: {
        querystring: { type: 'object', properties: { name: { type: 'string', minLength: 1, maxLength: 64 } } },
      },
    },
    async (req) => {
      const { rows } = await db.query<{ id: string; name: string; data: unknown; page: string; created_at: Date }>(
        `select id::text as id, name, data, page, created_at from monitor_events
          where $1::text is null or name = $1 order by monitor_events.id desc limit 50`,
        [req.query.name ?? null],
      );
      return ok({
        list: rows.map((r) => ({
          ...r,
          data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data,
          created_at: new Date(r.created_at).toISOString(),
        })),
      });
    },
  );

  /**
   * Sets one /v3/config/web entry, so a developer (and the e2e suite) can try
   * the registration variants and captcha orders the product offers. The
   * served RSA key is not a table row and cannot be replaced here.
   */
  app.put<{ Body: { name: string; value: string; project?: string } }>(
    '/dev/config',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'value'],
          properties: {
            project: { type: 'string', minLength: 1, maxLength: 32 },
            name: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9_]+$' },
            value: { type: 'string', maxLength: 4096 },
          },
        },
      },
    },
    async (req) => {
      const project = req.body.project ?? 'web';
      await db.query(
        `insert into app_config (project, name, value) values ($1, $2, $3)
         on conflict (project, name) do update set value = excluded.value, updated_at = now()`,
        [project, req.body.name, req.body.value],
      );
      return ok({ project, name: req.body.name, value: req.body.value });
    },
  );

  /** LOGIN-7: ends a QR code's two minutes now, so the expired state can be seen without waiting. */
  app.put<{ Body: { uuid: string } }>(
    '/dev/qrcode-expire',
    {
      schema: {
        body: { type: 'object', required: ['uuid'], properties: { uuid: { type: 'string', maxLength: 64 } } },
      },
    },
    async (req) => {
      const { rows } = await db.query(
        "update qr_logins set expires_at = now() - interval '1 second' where uuid = $1 returning uuid",
        [req.body.uuid],
      );
      return rows[0] ? ok({ uuid: req.body.uuid }) : fail(10001, 'No such QR code');
    },
  );

  /**
   * LOGIN-12: bans an account by email (or lifts the ban), so a developer and
   * the e2e suite can see the ban dialog and the self-unblock path.
   */
  app.put<{ Body: { email: string; banned: boolean; self_help?: boolean; banned_seconds_ago?: number } }>(
    '/dev/account-ban',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'banned'],
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 128 },
            banned: { type: 'boolean' },
            self_help: { type: 'boolean' },
            banned_seconds_ago: { type: 'integer', minimum: 0, maximum: 31_536_000 },
          },
        },
      },
    },
    async (req) => {
      const { email, banned, self_help = false, banned_seconds_ago = 0 } = req.body;
      const { rows } = await db.query<{ uid: string }>(
        `update users set
           status = case when $2 then 2 else 1 end,
           self_help_ban = $3,
           banned_at = case when $2 then now() - make_interval(secs => $4::int) else null end
         where email = $1 returning uid`,
        [email.trim().toLowerCase(), banned, self_help, banned_seconds_ago],
      );
      if (rows.length === 0) return fail(NO_SUCH_EMAIL.code, NO_SUCH_EMAIL.message);
      return ok({ uid: rows[0].uid, banned });
    },
  );

  /**
   * The clock moved for one account's security codes: its codes (settings,
   * re-proof, second step) are made `seconds` older, so the minute between
   * two sends has passed without waiting it out (the e2e suite).
   */
  app.put<{ Body: { email: string; seconds: number } }>(
    '/dev/security-codes-age',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'seconds'],
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 128 },
            seconds: { type: 'integer', minimum: 1, maximum: 86_400 },
          },
        },
      },
    },
    async (req) => {
      const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [
        req.body.email.trim().toLowerCase(),
      ]);
      if (rows.length === 0) return fail(NO_SUCH_EMAIL.code, NO_SUCH_EMAIL.message);
      const moved = await db.query(
        `update security_codes set created_at = created_at - make_interval(secs => $2::int)
          where user_id = $1 returning id`,
        [rows[0].id, req.body.seconds],
      );
      return ok({ codes: moved.rows.length });
    },
  );

  /**
   * DLG-6, SEC-4: sets an account's identity-verification level by email, as
   * verifying in the personal auth page would, so the login page's recheck
   * can be tried by hand and by the e2e suite.
   */
  app.put<{ Body: { email: string; kyc_person_level: number } }>(
    '/dev/account-kyc',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'kyc_person_level'],
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 128 },
            kyc_person_level: { type: 'integer', minimum: 0, maximum: 3 },
          },
        },
      },
    },
    async (req) => {
      const { email, kyc_person_level } = req.body;
      const { rows } = await db.query<{ uid: string }>(
        'update users set kyc_person_level = $2 where email = $1 returning uid',
        [email.trim().toLowerCase(), kyc_person_level],
      );
      if (rows.length === 0) return fail(NO_SUCH_EMAIL.code, NO_SUCH_EMAIL.message);
      return ok({ uid: rows[0].uid, kyc_person_level });
    },
  );

  /**
   * TG-9: the mini app without Telegram. Signs launch data for a test Telegram
   * user with the configured (development) bot token, as Telegram would, and
   * sends the browser to the mini-app page with it in the URL hash; `age`
   * signs it that many seconds in the past (an expired launch), `format=json`
   * answers the data and the address instead; `campaignId` and `taskId` name
   * the task of the task page.
   */
  app.get<{
    Querystring: {
      id?: number;
      first_name?: string;
      username?: string;
      lang?: string;
      path?: string;
      age?: number;
      format?: string;
      campaignId?: string;
      taskId?: string;
    };
  }>(
    '/dev/telegram-launch',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            id: { type: 'integer', minimum: 1, maximum: 9_999_999_999 },
            first_name: { type: 'string', minLength: 1, maxLength: 64 },
            username: { type: 'string', pattern: '^[A-Za-z0-9_]{1,32}$' },
            lang: { type: 'string', pattern: '^(en|[a-z]{2,3}-[A-Za-z0-9]{2,4})$' },
            path: { type: 'string', enum: ['telegram-register-login', 'earn/tg-page'] },
            age: { type: 'integer', minimum: 0, maximum: 31_536_000 },
            format: { type: 'string', enum: ['redirect', 'json'] },
            campaignId: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,64}$' },
            taskId: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,64}$' },
          },
        },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const id = q.id ?? 100_000_001;
      // the task page names its task in the query (TG-8)
      const task = new URLSearchParams({
        ...(q.campaignId ? { campaignId: q.campaignId } : {}),
        ...(q.taskId ? { taskId: q.taskId } : {}),
      }).toString();
      const initData = signInitData(
        {
          user: {
            id,
            first_name: q.first_name ?? 'Test',
            ...(q.username ? { username: q.username } : { username: `tester${id}` }),
            language_code: 'en',
          },
        },
        accounts.telegram.botToken,
        new Date(Date.now() - (q.age ?? 0) * 1000),
      );
      const hash = new URLSearchParams({
        tgWebAppData: initData,
        tgWebAppVersion: '8.0',
        tgWebAppPlatform: 'web',
      }).toString();
      const page = `${accounts.webOrigin}/${q.lang ?? 'en'}/${q.path ?? 'telegram-register-login'}`;
      const url = `${page}${task ? `?${task}` : ''}#${hash}`;
      if (q.format === 'json') return ok({ init_data: initData, url });
      return reply.redirect(url, 302);
    },
  );
}
