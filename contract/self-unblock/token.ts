import { Type } from 'typebox';

/** SEC-3: the self-unbind token a login refused for a self-help ban left in a cookie; the page sends it. */
export const SelfUnbindToken = Type.String({ minLength: 1, maxLength: 256 });

export const SelfUnbindTokenBody = Type.Object({ self_unbind_token: SelfUnbindToken });
