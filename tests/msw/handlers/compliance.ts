import { http } from 'msw';

import { ok } from '../envelope';

export const REGULATION_INFO = { restrictOperate: false, regulationCountry: 'DE' } as const;

export const STATIC_COMPLIANCE_CONFIG = { rules: [] } as const;

/** CMP-4, CMP-5: regulation of the visitor's country and the static compliance configuration. */
export const complianceHandlers = [
  http.get('*/x-api/compliance/v1/wall/regulation-info', () => ok(REGULATION_INFO)),
  http.get('*/x-api/compliance/v1/static-config', () => ok(STATIC_COMPLIANCE_CONFIG)),
];
