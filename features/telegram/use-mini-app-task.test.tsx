import { act, renderHook, waitFor } from '@testing-library/react';
import { sign } from '@tma.js/init-data-node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { miniAppTaskCompleteFacts } from '@/contract/telegram/complete-task.facts';
import { useMiniAppTask } from '@/features/telegram/use-mini-app-task';
import { ok, retCode } from '@/tests/msw/envelope';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { answerOn, startScreenTest, stubLocation } from '@/tests/support/screen-helpers';

const BOT_TOKEN = '7000000001:AAdev-telegram-bot-token-for-local-use';
const COMPLETED = { campaignId: 'spring-1', taskId: 'join_channel', completed: true, first_time: true } as const;
const TASK_PAGE = '/en/earn/tg-page?campaignId=spring-1&taskId=join_channel';

let endTest: () => void;
let initData: string;

beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  window.sessionStorage.clear();
});
afterEach(() => {
  endTest();
  window.sessionStorage.clear();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The task page opened in the mini app: its query, and the launch in the hash. */
function openInTelegram(pathAndQuery = TASK_PAGE) {
  initData = sign({ user: { id: 77, first_name: 'Ada' } }, BOT_TOKEN, new Date());
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: '{}',
  });
  stubLocation(`${pathAndQuery}#${hash.toString()}`);
}

function completions(answer: () => Response) {
  return answerOn(miniAppTaskCompleteFacts, answer);
}

async function renderTask(until: string) {
  const hook = renderHook(() => useMiniAppTask());
  expect(hook.result.current.state).toEqual({ kind: 'reading' });
  await waitFor(() => expect(hook.result.current.state.kind).toBe(until));
  return hook;
}

describe('useMiniAppTask', () => {
  it('TG-1 TG-8 outside Telegram the page says so and completes nothing', async () => {
    stubLocation(TASK_PAGE);
    const sent = completions(() => ok(COMPLETED));
    const { result } = await renderTask('outside');
    expect(result.current.launch).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('TG-8 the task of the address is completed with the launch data in the TgToken header', async () => {
    openInTelegram();
    const sent = completions(() => ok(COMPLETED));
    const { result } = await renderTask('done');
    expect(result.current.state).toEqual({ kind: 'done', completion: COMPLETED });
    expect(result.current.launch?.user).toMatchObject({ id: 77 });
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ campaignId: 'spring-1', taskId: 'join_channel' });
    expect(sent[0].headers.get('tgtoken')).toBe(initData);
  });

  it('TG-8 an address naming no task completes nothing', async () => {
    openInTelegram('/en/earn/tg-page?campaignId=spring-1');
    const sent = completions(() => ok(COMPLETED));
    await renderTask('missing');
    expect(sent).toHaveLength(0);
  });

  it('TG-7 TG-8 a completion refused for the launch data shows the auth dialog', async () => {
    openInTelegram();
    completions(() => retCode(31102, 'expired', { dialog: 'TG_AUTH_EXPIRED' }));
    const { result } = await renderTask('refused');
    expect(result.current.authDialog).toBe('TG_AUTH_EXPIRED');
    act(() => result.current.closeAuthDialog());
    expect(result.current.authDialog).toBeNull();
  });

  it('TG-8 ERR-11 a failed completion says why and can be tried again', async () => {
    openInTelegram();
    const answers = [() => retCode(31018, 'ip limit'), () => ok({ ...COMPLETED, first_time: false })];
    const sent = completions(() => answers.shift()!());
    const { result } = await renderTask('failed');
    expect(result.current.alert).toMatchObject({ ns: 'errors', code: 31018 });

    act(() => result.current.retry());
    expect(result.current.state).toEqual({ kind: 'completing' });
    expect(result.current.alert).toBeNull();
    await waitFor(() => expect(result.current.state.kind).toBe('done'));
    expect(sent).toHaveLength(2);
  });
});
