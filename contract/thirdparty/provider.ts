import { Type, type Static } from 'typebox';

/** LOGIN-6: a provider's name as the web config lists it ('google', 'apple'...), any case. */
export const ProviderName = Type.String({ minLength: 1, maxLength: 32 });

/** LOGIN-6: a 33201 refusal: the provider's email has an account, whose password links the identity. */
export const LinkRequiredDetails = Type.Object({
  link_token: Type.String(),
  /** the account's email, masked */
  email: Type.String(),
  provider: Type.String(),
});
export type LinkRequiredDetails = Static<typeof LinkRequiredDetails>;
