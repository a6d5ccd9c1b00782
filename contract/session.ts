import { Type, type Static } from 'typebox';

/** What every successful login, quick login, third-party login and registration answers (LOGIN-8). */
export const SessionResult = Type.Object({
  token: Type.String(),
  user_id: Type.Integer(),
  uid: Type.String(),
  is_new_user: Type.Boolean(),
  use_thirdparty: Type.Boolean(),
  /** LOGIN-8, TG-6: 'success' or 'code|message' when a telegram bind rode along; '' when none did */
  tg_bind_result: Type.String(),
  /** DLG-6: identity verification is required before going on (TR_NO_KYC, MAIN_NO_KYC) */
  kyc_dialog: Type.Optional(Type.String()),
});
export type SessionResult = Static<typeof SessionResult>;

/** An answer with nothing to say besides its code. */
export const NoResult = Type.Object({});
