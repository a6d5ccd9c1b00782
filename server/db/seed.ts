import {
  DEMO_USER,
  SEED_BANNERS,
  SEED_COMPLIANCE_STATIC,
  SEED_CONFIG,
  SEED_COUNTRIES,
  SEED_COUNTRY_REGULATION,
  SEED_KYC_RC,
  SEED_RULES,
  SEED_WHITE_HOSTS,
  EEA_COUNTRIES,
  MOBILE_LENGTHS,
  RESTRICTED_COUNTRIES,
  SEED_REFERRAL_CODES,
  SEED_AFFILIATES,
  SEED_SHARE_INFOS,
  SEED_GROWTH_ACTIVITIES,
} from './seed-data';
import type { Db } from './types';

export { SEED_CONFIG } from './seed-data';

const EEA = new Set<string>(EEA_COUNTRIES);
const RESTRICTED = new Set<string>(RESTRICTED_COUNTRIES);

/**
 * Reference and development data; safe to run at every start (idempotent):
 * rows that exist already are left as they are.
 */
export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const row of SEED_CONFIG) {
      await tx.query(
        'insert into app_config (project, name, value) values ($1, $2, $3) on conflict (project, name) do nothing',
        [row.project, row.name, row.value],
      );
    }
    for (const b of SEED_BANNERS) {
      await tx.query(
        `insert into banners (key, language, title, content, link) values ($1, $2, $3, $4, $5)
         on conflict (key, language) do nothing`,
        [b.key, b.language, b.title, b.content, b.link],
      );
    }
    for (const host of SEED_WHITE_HOSTS) {
      await tx.query('insert into white_hosts (host) values ($1) on conflict (host) do nothing', [host]);
    }
    for (const r of SEED_COUNTRY_REGULATION) {
      await tx.query(
        `insert into country_regulation (country, regulation_country, restrict_operate) values ($1, $2, $3)
         on conflict (country) do nothing`,
        [r.country, r.regulation, r.restrict],
      );
    }
    for (const r of SEED_RULES) {
      await tx.query(
        `insert into compliance_rules (id, element, action, ext, priority, site_id, account, rc, logic)
         values ($1, $2, $3, $4::jsonb, $5, $6, $7::jsonb, $8::jsonb, $9)
         on conflict (id) do nothing`,
        [
          r.id,
          r.element,
          r.action,
          JSON.stringify(r.ext),
          r.priority,
          r.siteId,
          JSON.stringify(r.account),
          JSON.stringify(r.rc),
          r.logic,
        ],
      );
    }
    for (const [name, value] of Object.entries(SEED_COMPLIANCE_STATIC)) {
      await tx.query(
        'insert into compliance_static (name, value) values ($1, $2::jsonb) on conflict (name) do nothing',
        [name, JSON.stringify(value)],
      );
    }
    for (const k of SEED_KYC_RC) {
      await tx.query(
        `insert into kyc_rc_config (site_id, rc_list, need_kyc) values ($1, $2::jsonb, $3)
         on conflict (site_id) do nothing`,
        [k.siteId, JSON.stringify(k.rcList), k.needKyc],
      );
    }
    for (const [code, name, dial] of SEED_COUNTRIES) {
      const [min, max] = MOBILE_LENGTHS[code] ?? [null, null];
      // mobile lengths fill in rows seeded before they existed, never overwrite an edit
      await tx.query(
        `insert into countries (code, name, dial_code, is_disable, group_country, mobile_min, mobile_max)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (code) do update set mobile_min = excluded.mobile_min, mobile_max = excluded.mobile_max
          where countries.mobile_min is null and countries.mobile_max is null`,
        [code, name, dial, RESTRICTED.has(code), EEA.has(code) ? 'EEA' : code, min, max],
      );
    }
    for (const { code, scene, tpl, inviter } of SEED_REFERRAL_CODES) {
      // the inviter fills in a code seeded before inviters existed, never overwrites an edit
      await tx.query(
        `insert into referral_codes (code, scene, tpl, inviter_id, inviter_nickname, inviter_country, inviter_headimg)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (code) do update set
           inviter_id = excluded.inviter_id,
           inviter_nickname = excluded.inviter_nickname,
           inviter_country = excluded.inviter_country,
           inviter_headimg = excluded.inviter_headimg
          where referral_codes.inviter_id is null and excluded.inviter_id is not null
            and referral_codes.scene = excluded.scene`,
        [
          code,
          scene,
          tpl,
          inviter?.id ?? null,
          inviter?.nickname ?? null,
          inviter?.country ?? null,
          inviter?.headimg ?? '',
        ],
      );
    }
    for (const a of SEED_AFFILIATES) {
      await tx.query(
        `insert into affiliates (id, nickname, headimg, personal_signature, content, code, anonymous)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (id) do nothing`,
        [a.id, a.nickname, a.headimg, a.personalSignature, a.content, a.code, a.anonymous],
      );
      for (const [groupId, items] of Object.entries(a.groups)) {
        await tx.query(
          `insert into affiliate_groups (affiliate_id, group_id, items) values ($1, $2, $3::jsonb)
           on conflict (affiliate_id, group_id) do nothing`,
          [a.id, groupId, JSON.stringify(items)],
        );
      }
    }
    for (const s of SEED_SHARE_INFOS) {
      await tx.query('insert into share_infos (token, value) values ($1, $2) on conflict (token) do nothing', [
        s.token,
        s.value,
      ]);
    }
    for (const g of SEED_GROWTH_ACTIVITIES) {
      await tx.query(
        `insert into growth_activities (name, enabled, reward_amount, reward_currency, ends_at)
         values ($1, $2, $3, $4, $5) on conflict (name) do nothing`,
        [g.name, g.enabled, g.rewardAmount, g.rewardCurrency, g.endsAt],
      );
    }
    await tx.query(
      `insert into users (uid, email, username, lang, email_verified, kyc_person_level)
       values ($1, $2, $3, $4, $5, $6)
       on conflict do nothing`,
      [
        DEMO_USER.uid,
        DEMO_USER.email,
        DEMO_USER.username,
        DEMO_USER.lang,
        DEMO_USER.emailVerified,
        DEMO_USER.kycPersonLevel,
      ],
    );
  });
}
