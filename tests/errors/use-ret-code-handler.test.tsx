import { renderHook } from '@testing-library/react';
import { http as route, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { useRetCodeHandler, type RetCodeHandlers } from '@/components/errors/use-ret-code-handler';
import { classifyAnswer } from '@/services/errors/catalogue';
import { createHttpClient } from '@/services/http/client';
import { ApiError, HttpError } from '@/services/http/errors';
import { testContext } from '@/tests/http/request-context';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';

beforeAll(() => server.listen(LISTEN_OPTIONS));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Handler = (error: ApiError) => void;

/** The ApiError a real call rejects with when the x-api answers `code` on `path`. */
async function apiErrorFrom(path: string, code: number, inMiniApp = false): Promise<ApiError> {
  server.use(route.post(`*/x-api${path}`, () => HttpResponse.json({ ret_code: code, ret_msg: 'from server' })));
  const client = createHttpClient({ context: testContext({ inMiniApp: () => inMiniApp }) });
  try {
    await client.post(path, {});
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error(`expected ${path} answering ${code} to reject`);
}

function errorFor(code: number, endpoint: Parameters<typeof classifyAnswer>[0]['endpoint'] = 'login'): ApiError {
  return new ApiError(code, 'm', classifyAnswer({ code, message: 'm', endpoint }), '/login');
}

describe('useRetCodeHandler', () => {
  it('ERR-11 a code handed to the page calls its mapped handler and reports it handled', async () => {
    const onTooManyErrors = vi.fn<Handler>();
    const onBanned = vi.fn<Handler>();
    const { result } = renderHook(() => useRetCodeHandler({ 31030: onTooManyErrors, 31003: onBanned }));
    const error = await apiErrorFrom('/login', 31030);

    expect(result.current(error)).toBe(true);
    expect(onTooManyErrors).toHaveBeenCalledTimes(1);
    expect(onTooManyErrors).toHaveBeenCalledWith(error);
    expect(onBanned).not.toHaveBeenCalled();
  });

  it('ERR-7 40004 from third-party login in the mini app reaches its handler', async () => {
    const onMiniApp = vi.fn<Handler>();
    const { result } = renderHook(() => useRetCodeHandler({ 40004: onMiniApp }));

    const handled = result.current(await apiErrorFrom('/user/public/login/thirdparty', 40004, true));

    expect(handled).toBe(true);
    expect(onMiniApp).toHaveBeenCalledTimes(1);
  });

  it('ERR-4 a 10006 on login (page-session) reaches its handler', () => {
    const onSession = vi.fn<Handler>();
    const { result } = renderHook(() => useRetCodeHandler({ 10006: onSession }));

    expect(result.current(errorFor(10006, 'login'))).toBe(true);
    expect(onSession).toHaveBeenCalledTimes(1);
  });

  it('ERR-2 a code the catalogue toasts is ignored, even when the page maps it', async () => {
    const onInvalid = vi.fn<Handler>();
    const fallback = vi.fn<Handler>();
    const { result } = renderHook(() => useRetCodeHandler({ 10001: onInvalid }, fallback));
    const toasted = await apiErrorFrom('/login', 10001);

    expect(toasted.reaction.kind).toBe('toast');
    expect(result.current(toasted)).toBe(false);
    expect(onInvalid).not.toHaveBeenCalled();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('ERR-6 50002 on authorize goes to the page, the same code elsewhere is a toast the hook ignores', () => {
    const onForbidden = vi.fn<Handler>();
    const { result } = renderHook(() => useRetCodeHandler({ 50002: onForbidden }));

    expect(result.current(errorFor(50002, 'authorize'))).toBe(true);
    expect(result.current(errorFor(50002, 'other'))).toBe(false);
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });

  it('ERR-11 a page code without a mapped handler goes to the fallback', () => {
    const fallback = vi.fn<Handler>();
    const { result } = renderHook(() => useRetCodeHandler({}, fallback));
    const error = errorFor(41105);

    expect(result.current(error)).toBe(true);
    expect(fallback).toHaveBeenCalledWith(error);
  });

  it('ERR-11 a page code with neither handler nor fallback is reported unhandled', () => {
    const { result } = renderHook(() => useRetCodeHandler({}));

    expect(result.current(errorFor(41105))).toBe(false);
  });

  it('ERR-1 anything that is not an ApiError is left alone', () => {
    const fallback = vi.fn<Handler>();
    const { result } = renderHook(() => useRetCodeHandler({ 500: fallback }, fallback));

    expect(result.current(new HttpError(500, '<html/>', '/login'))).toBe(false);
    expect(result.current(new Error('boom'))).toBe(false);
    expect(result.current('31030')).toBe(false);
    expect(result.current(undefined)).toBe(false);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('ERR-11 keeps the same function across renders while its handlers are the same', () => {
    const handlers: RetCodeHandlers = { 31030: vi.fn<Handler>() };
    const { result, rerender } = renderHook(({ map }) => useRetCodeHandler(map), { initialProps: { map: handlers } });
    const first = result.current;

    rerender({ map: handlers });
    expect(result.current).toBe(first);

    rerender({ map: { ...handlers } });
    expect(result.current).not.toBe(first);
  });
});
