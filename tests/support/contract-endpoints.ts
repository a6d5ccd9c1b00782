import type { Endpoint } from '@/contract/endpoint';

/** Every endpoint declared under contract/, read from the modules themselves. */
const modules = import.meta.glob<Record<string, unknown>>('../../contract/**/*.ts', { eager: true });

function isEndpoint(value: unknown): value is Endpoint {
  if (!value || typeof value !== 'object') return false;
  const e = value as Partial<Endpoint>;
  return typeof e.path === 'string' && typeof e.method === 'string' && Array.isArray(e.codes) && !!e.request;
}

export const CONTRACT_ENDPOINTS: readonly Endpoint[] = Object.values(modules).flatMap((module) =>
  Object.values(module).filter(isEndpoint),
);
