import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { buildApp } from '@/server/app';
import { readMigrations, migrate } from '@/server/db/migrate';
import { seed } from '@/server/db/seed';

import { describeEachDriver, openTestDatabase } from './harness';

describeEachDriver('x-api basics', (h, driver) => {
  it('GET /x-api/health answers ok in the envelope with the driver in use', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/x-api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ret_code: 0, ret_msg: 'OK', result: { status: 'ok', database: driver } });
    expect(typeof body.time_now).toBe('string');
  });

  it('GET /x-api/health writes: storage that answers reads but refuses writes (disk full) is 503, not ok', async () => {
    // the database refuses the write as a full disk would (SQLSTATE 53100 disk_full)
    await h.db.exec(`
      create or replace function health_probe_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$;
      create trigger health_probe_disk_full before update on health_probe
        for each row execute function health_probe_disk_full();
    `);
    try {
      const res = await h.app.inject({ method: 'GET', url: '/x-api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ret_code: 10507, ret_msg: 'Storage cannot be written' });
    } finally {
      await h.db.exec('drop trigger health_probe_disk_full on health_probe; drop function health_probe_disk_full();');
    }
    expect((await h.app.inject({ method: 'GET', url: '/x-api/health' })).statusCode).toBe(200);
  });

  it("GET /x-api/health checks the embedded database's directory too: one that cannot take a file is 503", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'health-'));
    const blocked = path.join(dir, 'not-a-dir');
    writeFileSync(blocked, 'x');
    const good = await buildApp({ db: h.db, logLevel: 'silent', storageDir: dir });
    const bad = await buildApp({ db: h.db, logLevel: 'silent', storageDir: path.join(blocked, 'data') });
    try {
      expect((await good.inject({ method: 'GET', url: '/x-api/health' })).statusCode).toBe(200);
      const res = await bad.inject({ method: 'GET', url: '/x-api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ret_code: 10507 });
    } finally {
      await good.close();
      await bad.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('unknown paths answer 404 in the {ret_code, ret_msg, result} envelope', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/x-api/no-such-endpoint' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ ret_code: 10404, ret_msg: 'Not found', result: {} });
  });

  it('malformed JSON bodies answer 400 in the envelope', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/x-api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ret_code: 10001, result: {} });
  });

  it('applies every numbered migration once and records it', async () => {
    const { rows } = await h.db.query<{ version: number }>('select version from schema_migrations order by version');
    expect(rows.map((r) => Number(r.version))).toEqual(readMigrations().map((m) => m.version));
    expect(await migrate(h.db)).toEqual([]);
  });

  it('seeding twice leaves the same rows (idempotent seed)', async () => {
    const tables = [
      'app_config',
      'banners',
      'white_hosts',
      'country_regulation',
      'compliance_rules',
      'compliance_static',
      'kyc_rc_config',
      'countries',
      'users',
    ];
    const counts = async () => {
      const out: Record<string, number> = {};
      for (const t of tables) {
        out[t] = Number((await h.db.query<{ n: string }>(`select count(*)::text as n from ${t}`)).rows[0].n);
      }
      return out;
    };
    const before = await counts();
    await seed(h.db);
    expect(await counts()).toEqual(before);
    for (const t of tables) expect(before[t], t).toBeGreaterThan(0);
  });

  it('seeding keeps values edited in the database', async () => {
    await h.db.query("update app_config set value = 'oldCode' where project = 'web' and name = 'register_variant'");
    await seed(h.db);
    const { rows } = await h.db.query<{ value: string }>(
      "select value from app_config where project = 'web' and name = 'register_variant'",
    );
    expect(rows[0].value).toBe('oldCode');
    await h.db.query("update app_config set value = 'newCode' where project = 'web' and name = 'register_variant'");
  });

  it('seeds the demo account without password or session', async () => {
    const { rows } = await h.db.query<Record<string, unknown>>(
      `select uid, email, username, password_hash, email_verified, kyc_person_level,
              (select count(*)::int from sessions s where s.user_id = u.id) as sessions
         from users u where uid = '100000001'`,
    );
    expect(rows).toEqual([
      {
        uid: '100000001',
        email: 'demo@example.com',
        username: 'demo',
        password_hash: null,
        email_verified: true,
        kyc_person_level: 1,
        sessions: 0,
      },
    ]);
  });

  it('a failed transaction leaves nothing behind', async () => {
    await expect(
      h.db.transaction(async (tx) => {
        await tx.query("insert into app_config (project, name, value) values ('t', 'rollback', '1')");
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const { rows } = await h.db.query("select 1 from app_config where project = 't'");
    expect(rows).toHaveLength(0);
  });
});

describe('request logging', () => {
  it('never writes secrets from query strings or headers to the log', async () => {
    const { buildApp } = await import('@/server/app');
    const lines: string[] = [];
    const db = await openTestDatabase();
    const app = await buildApp({ db, logLevel: 'info', logStream: { write: (line: string) => lines.push(line) } });
    await app.inject({
      method: 'GET',
      url: '/x-api/health?tmp_token=SECRET1&lang=en',
      headers: { usertoken: 'SECRET2', cookie: 'token=SECRET3' },
    });
    await app.close();
    await db.close();
    const log = lines.join('\n');
    expect(log).toContain('/x-api/health');
    expect(log).toContain('lang=en');
    expect(log).not.toMatch(/SECRET[123]/);
  });
});
