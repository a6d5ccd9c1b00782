import { Type } from 'typebox';

/** REG-4: a registration's id as the pages send it back; an unknown one is refused as not found (10001). */
export const RegistrationUuid = Type.String({ minLength: 1, maxLength: 64 });
