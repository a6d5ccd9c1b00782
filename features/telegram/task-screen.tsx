import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useState } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { FormAlert } from '@/components/auth/form-alert';
import { isolated } from '@/components/i18n/bidi';
import { MINI_APP_TASK_QUERY } from '@/config/redirects';
import { completeMiniAppTask, type TaskCompletion } from '@/services/api/telegram';
import { resolveError, type ErrorOutcome, type FormMessage } from '@/services/errors/screen-errors';
import { isRequestError } from '@/services/http/errors';
import type { PageContextProps } from '@/services/page-props';

import { readMiniAppLaunch } from './launch-params';
import { authDialogOf, taskOf, type MiniAppAuthDialog, type MiniAppLaunch } from './mini-app-flow';
import { MiniAppAuthFailure, MiniAppIdentity, OutsideMiniApp } from './mini-app-parts';

type TaskState =
  | { readonly kind: 'reading' }
  | { readonly kind: 'outside' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'completing' }
  | { readonly kind: 'done'; readonly completion: TaskCompletion }
  | { readonly kind: 'failed' }
  | { readonly kind: 'refused' };

/**
 * TG-8, REDIR-6: /earn/tg-page?campaignId=&taskId=: a mini-app task is
 * completed with the launch data in the TgToken header, and the page says
 * so; its login link comes back to the task page (REDIR-6).
 */
export function TaskScreen({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation('telegram');
  const [launch, setLaunch] = useState<MiniAppLaunch | null>(null);
  const [task, setTask] = useState<{ readonly campaignId: string; readonly taskId: string } | null>(null);
  const [state, setState] = useState<TaskState>({ kind: 'reading' });
  const [dialog, setDialog] = useState<MiniAppAuthDialog | null>(null);
  const [alert, setAlert] = useState<FormMessage | null>(null);

  const complete = useCallback(async (found: MiniAppLaunch, named: { campaignId: string; taskId: string }) => {
    setState({ kind: 'completing' });
    setAlert(null);
    try {
      setState({ kind: 'done', completion: await completeMiniAppTask(found.initData, named) });
    } catch (error) {
      const refusal = isRequestError(error) ? authDialogOf(error.result) : null;
      if (refusal) {
        setDialog(refusal);
        setState({ kind: 'refused' });
        return;
      }
      setState({ kind: 'failed' });
      const outcome = resolveError<ErrorOutcome>(error, {});
      if (outcome.kind === 'alert') setAlert(outcome.message);
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const found = await readMiniAppLaunch().catch(() => null);
      if (cancelled) return;
      if (!found) {
        setState({ kind: 'outside' });
        return;
      }
      setLaunch(found);
      const named = taskOf(window.location.search);
      setTask(named);
      if (!named) setState({ kind: 'missing' });
      else await complete(found, named);
    })();
    return () => {
      cancelled = true;
    };
  }, [complete]);

  const values = { task: isolated(task?.taskId ?? ''), campaign: isolated(task?.campaignId ?? '') };
  const loginHref = `/${page.locale}/telegram-register-login?${MINI_APP_TASK_QUERY.name}=${MINI_APP_TASK_QUERY.value}`;
  let body;
  if (state.kind === 'outside') body = <OutsideMiniApp locale={page.locale} text={t('task.outsideText')} />;
  else if (state.kind === 'reading' || state.kind === 'completing') {
    body = (
      <p className="auth-status" role="status">
        {t(state.kind === 'reading' ? 'miniApp.reading' : 'task.completing')}
      </p>
    );
  } else if (state.kind === 'missing') body = <p className="auth-notice">{t('task.missing')}</p>;
  else if (state.kind === 'refused') body = <p className="auth-notice">{t('miniApp.refused')}</p>;
  else if (state.kind === 'failed') {
    body = (
      <div className="auth-card">
        <p>{t('task.failed')}</p>
        <ActionButton kind="primary" block onClick={() => launch && task && void complete(launch, task)}>
          {t('task.retry')}
        </ActionButton>
      </div>
    );
  } else {
    body = (
      <div className="auth-card" role="status">
        <h2>{t('task.doneTitle')}</h2>
        <p>{t(state.completion.first_time ? 'task.doneText' : 'task.alreadyText', values)}</p>
      </div>
    );
  }

  return (
    <div className="tg-mini-app">
      {launch?.user && state.kind === 'done' && (
        <MiniAppIdentity user={launch.user} label={t('miniApp.telegramAccount')} />
      )}
      {body}
      <FormAlert message={alert} />
      {launch && state.kind !== 'refused' && (
        <p>
          <a className="auth-button auth-button-default auth-button-block" href={loginHref}>
            {t('task.logIn')}
          </a>
        </p>
      )}
      {dialog && <MiniAppAuthFailure dialog={dialog} onClose={() => setDialog(null)} />}
    </div>
  );
}
