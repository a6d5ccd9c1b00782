import type { Db } from './types';

/** Development and test data; safe to run at every start (idempotent). */
export const SEED_CONFIG: ReadonlyArray<{ project: string; name: string; value: unknown }> = [
  { project: 'web', name: 'download_allowed', value: true },
  { project: 'web', name: 'phone_tab_hidden', value: false },
  { project: 'web', name: 'register_variant', value: 'newCode' },
];

export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const row of SEED_CONFIG) {
      await tx.query(
        'insert into app_config (project, name, value) values ($1, $2, $3) on conflict (project, name) do nothing',
        [row.project, row.name, JSON.stringify(row.value)],
      );
    }
  });
}
