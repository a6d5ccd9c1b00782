import { Type } from 'typebox';

/** UI-6: the configuration project asked for; the api reads 'web' when none is given. */
export const ConfigProject = Type.String({ minLength: 1, maxLength: 64 });

/** UI-6: the keys asked for, answered in this order; without them, every key. */
export const ConfigKeys = Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { maxItems: 200 });
