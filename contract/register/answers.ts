import { Type, type Static } from 'typebox';

/** REG-4: what starting a registration, or sending its code again, answers: the registration and the next step. */
export const RegistrationStart = Type.Object({
  uuid: Type.String(),
  step: Type.Union([Type.Literal('verfiyCode'), Type.Literal('verfiyLink')]),
});
export type RegistrationStart = Static<typeof RegistrationStart>;

/** REG-6: what a verification answers; 1 is success, 0 not (yet) verified. */
export const VerifyAnswer = Type.Object({ verify_result: Type.Union([Type.Literal(0), Type.Literal(1)]) });
export type VerifyAnswer = Static<typeof VerifyAnswer>;
