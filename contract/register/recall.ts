import { Type } from 'typebox';

import { RECALL_STAGES } from '@/config/auth';
import { REGISTER_VARIANTS } from '@/config/x-api';

import { endpoint } from '../endpoint';
import { RET_CODES } from '../ret-codes';
import { RegistrationUuid } from './uuid';

/**
 * REG-7: where a recall link (`?uuid=`) may resume: the password once the
 * registration is verified, the login once the account exists, else ''
 * (also for an unknown registration).
 */
export const registrationRecall = endpoint({
  method: 'GET',
  path: '/user/public/register/recall/info',
  kind: 'register',
  token: true,
  request: Type.Object({ uuid: RegistrationUuid }),
  result: Type.Object({
    recall_stage: Type.Enum(['', RECALL_STAGES.password, RECALL_STAGES.login]),
    /** the platform header of the page that began the registration */
    platform: Type.String(),
    /** the account, masked */
    login_name: Type.String(),
    /** the registration's variant (REG-2) */
    version: Type.Enum(['', ...REGISTER_VARIANTS]),
  }),
  // asked from another browser than the one that started the sign-up
  codes: [RET_CODES.registrationOtherBrowser],
});
