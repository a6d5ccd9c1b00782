/** The ids of a new password's hints (./new-password-hints), which the field names as its description. */
export const strengthId = (fieldId: string) => `${fieldId}-strength`;
export const rulesId = (fieldId: string) => `${fieldId}-rules`;
export const newPasswordHintIds = (fieldId: string) => `${strengthId(fieldId)} ${rulesId(fieldId)}`;
