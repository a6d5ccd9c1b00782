import { regulationInfoFacts } from '@/contract/compliance/regulation-info.facts';
import { complianceStaticConfigFacts } from '@/contract/compliance/static-config.facts';

import { answer } from '../answer';
import { ok } from '../envelope';

export const REGULATION_INFO = { restrictOperate: false, regulationCountry: 'DE' } as const;

export const STATIC_COMPLIANCE_CONFIG = { rules: [] } as const;

/** CMP-4, CMP-5: regulation of the visitor's country and the static compliance configuration. */
export const complianceHandlers = [
  answer(regulationInfoFacts, () => ok(REGULATION_INFO)),
  answer(complianceStaticConfigFacts, () => ok(STATIC_COMPLIANCE_CONFIG)),
];
