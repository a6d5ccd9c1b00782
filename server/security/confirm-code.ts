import type { Queryable } from '../db';
import { API_ERRORS, fail } from '../envelope';
import { codeWasRight, codeWasUsed, codeWasWrong, lockEndOf, reserveCodeCheck } from './code-lock';
import { SECOND_STEP_ERRORS } from './second-step';
import type { CodePurpose, CodeVerdict } from './security-codes';

/**
 * Codes that confirm a signed-in person's own action (a settings change, a
 * re-proof of the session): one purpose per account, sent by
 * `POST /user/security/code/send`.
 */
export function settingsCodePurpose(userId: number | string): CodePurpose {
  return {
    key: `settings:${userId}`,
    subject: 'Confirm a change to your account security',
    text: (code, minutes) =>
      `Your code to confirm a change to your account's security settings is ${code}. It expires in ${minutes} minutes. If you did not ask for it, change your password now.`,
  };
}

/** The account is locked by wrong codes (31202), and the answer says until when (issue 36 item 3). */
export const codeLocked = async (db: Queryable, userId: number | string) =>
  fail(SECOND_STEP_ERRORS.locked.code, SECOND_STEP_ERRORS.locked.message, await lockEndOf(db, { userId }));
export const wrongCode = (left: number) =>
  fail(SECOND_STEP_ERRORS.wrongCode.code, SECOND_STEP_ERRORS.wrongCode.message, { attempts_left: left });

/** Issue 39: the right code, already used: wait for the next one (no try counted). */
export const usedCode = () => fail(API_ERRORS.codeUsed.code, API_ERRORS.codeUsed.message);

export type Confirmation =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly answer:
        ReturnType<typeof wrongCode> | ReturnType<typeof usedCode> | Awaited<ReturnType<typeof codeLocked>>;
    };

/**
 * A code checked under the account's code lock, like a login's second step
 * (at most 5 checked at once, the 5th wrong locks the account), so a stolen
 * session cannot guess its way past a confirmation. `check` says whether the
 * code is right (true, 'right'), wrong (false, 'wrong'), or right but used
 * already ('used', issue 39: told apart, and its check given back).
 */
export async function confirmedByCode(
  db: Queryable,
  userId: number | string,
  check: () => Promise<boolean | CodeVerdict>,
): Promise<Confirmation> {
  if (!(await reserveCodeCheck(db, userId))) return { ok: false, answer: await codeLocked(db, userId) };
  const verdict = verdictOf(await check());
  if (verdict === 'right') {
    await codeWasRight(db, userId);
    return { ok: true };
  }
  if (verdict === 'used') {
    await codeWasUsed(db, userId);
    return { ok: false, answer: usedCode() };
  }
  const left = await codeWasWrong(db, userId);
  return { ok: false, answer: left === 0 ? await codeLocked(db, userId) : wrongCode(left) };
}

function verdictOf(checked: boolean | CodeVerdict): CodeVerdict {
  if (checked === true) return 'right';
  if (checked === false) return 'wrong';
  return checked;
}
