import { describe, expect, it, vi } from 'vitest';

import { FormMessageError } from '@/services/errors/screen-errors';

import { ACTION_CODE_FAILED, loadForAction } from './load-for-action';

describe('loadForAction', () => {
  it('shares one load between the early start and the action, and starts what goes beside it once', async () => {
    const importer = vi.fn(async () => ({ run: () => 'ran' }));
    const beside = vi.fn();
    const code = loadForAction(importer, beside);
    code.preload();
    expect((await code.load()).run()).toBe('ran');
    expect(importer).toHaveBeenCalledTimes(1);
    expect(beside).toHaveBeenCalledTimes(1);
  });

  it('a failed load is the form refusal, and the next start tries again', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce({ ok: true });
    const code = loadForAction(importer);
    const failed = await code.load().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(FormMessageError);
    expect((failed as FormMessageError).formMessage).toEqual(ACTION_CODE_FAILED);
    expect(await code.load()).toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('an early start that failed tells nobody; the action then loads anew and is told only if that fails too', async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ ok: true });
    const code = loadForAction(importer);
    code.preload();
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    const failed = await code.load().catch((error: unknown) => error);
    expect(importer).toHaveBeenCalledTimes(2);
    expect((failed as FormMessageError).formMessage).toEqual(ACTION_CODE_FAILED);
    expect(await code.load()).toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(3);
  });
});
