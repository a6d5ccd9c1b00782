import { useTranslation } from 'next-i18next/pages';

import { ActionButton } from '@/components/auth/action-button';
import { FormAlert } from '@/components/auth/form-alert';
import { useDataT } from '@/components/i18n/text-key';
import { MINI_APP_TASK_QUERY } from '@/config/redirects';
import type { TaskCompletion } from '@/services/api/telegram';
import type { PageContextProps } from '@/services/page-props';

import { refusedNoticeKey } from './mini-app-launch';
import { MiniAppAuthFailure, MiniAppIdentity, OutsideMiniApp } from './mini-app-parts';
import { taskDoneText } from './mini-app-task';
import { useMiniAppTask } from './use-mini-app-task';

/**
 * TG-8, REDIR-6: /earn/tg-page?campaignId=&taskId=: a mini-app task is
 * completed with the launch data in the TgToken header, and the page says
 * so; its login link comes back to the task page (REDIR-6).
 */
export function TaskScreen({ page }: { readonly page: PageContextProps }) {
  const { t } = useTranslation('telegram');
  const { state, launch, alert, authDialog, closeAuthDialog, retry } = useMiniAppTask();

  const loginHref = `/${page.locale}/telegram-register-login?${MINI_APP_TASK_QUERY.name}=${MINI_APP_TASK_QUERY.value}`;
  // the names' keys come from the list of campaigns (config/mini-app-tasks.ts), checked against the files by tests
  const dataT = useDataT('telegram');
  const doneSentence = (completion: TaskCompletion) => {
    const text = taskDoneText(completion);
    if (!('taskName' in text)) return t(text.key);
    return t(text.key, { task: dataT(text.taskName), campaign: dataT(text.campaignName) });
  };
  let body;
  if (state.kind === 'outside') body = <OutsideMiniApp locale={page.locale} text={t('task.outsideText')} />;
  else if (state.kind === 'reading' || state.kind === 'completing') {
    body = (
      <p className="auth-status" role="status">
        {t(state.kind === 'reading' ? 'miniApp.reading' : 'task.completing')}
      </p>
    );
  } else if (state.kind === 'missing') body = <p className="auth-notice">{t('task.missing')}</p>;
  else if (state.kind === 'refused') body = <p className="auth-notice">{t(refusedNoticeKey(state.dialog))}</p>;
  else if (state.kind === 'failed') {
    body = (
      <div className="auth-card">
        <p>{t('task.failed')}</p>
        <ActionButton kind="primary" block onClick={retry}>
          {t('task.retry')}
        </ActionButton>
      </div>
    );
  } else {
    body = (
      <div className="auth-card" role="status">
        <h2>{t('task.doneTitle')}</h2>
        <p>{doneSentence(state.completion)}</p>
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
      {authDialog && <MiniAppAuthFailure dialog={authDialog} onClose={closeAuthDialog} />}
    </div>
  );
}
