import { Type } from 'typebox';

/** SEC-4: the uid of the person's other account; '0' when none is bound. */
export const BindUidResult = Type.Object({ bind_uid: Type.String() });
