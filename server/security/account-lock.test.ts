import { describe, expect, it } from 'vitest';

import { LOCK_HOURS } from '@/config/x-api';

import { lockDetails, lockRow, lockState, newLockEnd } from './account-lock';

const NOW = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('the one definition of an account lock (issue 36 item 3)', () => {
  it('issue 36 item 3: a lock that has not run out is locked, with its end and its counts', () => {
    expect(lockState({ pass_err_count: 5, code_err_count: 1, locked_until: at(60_000) }, NOW)).toEqual({
      locked: true,
      endsAt: at(60_000),
      passErrors: 5,
      codeErrors: 1,
    });
  });

  it('issue 36 item 3: a lock that ran out clears BOTH counts (a code count at 5 never outlives its lock)', () => {
    for (const end of [NOW, at(-1), at(-LOCK_HOURS * 3_600_000)]) {
      expect(lockState({ pass_err_count: 1, code_err_count: 5, locked_until: end }, NOW)).toEqual({
        locked: false,
        endsAt: null,
        passErrors: 0,
        codeErrors: 0,
      });
    }
  });

  it('issue 36 item 3: a row never locked keeps its counts; the database may hand strings', () => {
    expect(lockState({ pass_err_count: '3', code_err_count: '2', locked_until: null }, NOW)).toEqual({
      locked: false,
      endsAt: null,
      passErrors: 3,
      codeErrors: 2,
    });
    expect(lockState({ pass_err_count: 0, code_err_count: 0, locked_until: at(1_000).toISOString() }, NOW).locked).toBe(
      true,
    );
  });

  it('issue 36 item 3: a new lock lasts LOCK_HOURS; answers carry its end in Unix seconds, rounded up', () => {
    expect(newLockEnd(NOW).getTime() - NOW.getTime()).toBe(LOCK_HOURS * 3_600_000);
    expect(lockDetails(new Date(1_700_000_000_001))).toEqual({ locked_until: 1_700_000_001 });
    expect(lockDetails('2023-11-14T22:13:20.000Z')).toEqual({ locked_until: 1_700_000_000 });
  });

  it('issue 36 item 3: an account keeps its lock in its row, a name no account has in a row of its own', () => {
    expect(lockRow({ userId: 7 })).toEqual({ table: 'users', key: 'id', value: '7' });
    expect(lockRow({ accountKey: 'email:a@b.c' })).toEqual({
      table: 'account_name_locks',
      key: 'account_key',
      value: 'email:a@b.c',
    });
  });
});
