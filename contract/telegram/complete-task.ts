import { Type } from 'typebox';

import { endpoint } from '../endpoint';
import { INIT_DATA_CODES } from './init-data';

const TaskId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' });

/**
 * TG-8: completes a mini-app task, once per Telegram account; the launch data
 * travels in the TgToken header, not the UserToken.
 */
export const miniAppTaskComplete = endpoint({
  method: 'POST',
  path: '/fht/growth/miniapp/task/v1/complete_task',
  kind: 'miniApp',
  token: true,
  request: Type.Object({ campaignId: TaskId, taskId: TaskId }),
  result: Type.Object({
    completed: Type.Literal(true),
    /** false when the task was completed before */
    first_time: Type.Boolean(),
    campaignId: Type.String(),
    taskId: Type.String(),
  }),
  codes: INIT_DATA_CODES,
});
