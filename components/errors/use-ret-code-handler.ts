import { useCallback } from 'react';

import { ApiError } from '@/services/http/errors';

export type RetCodeHandlers = Readonly<Record<number, (error: ApiError) => void>>;

/**
 * How a screen reacts to the codes the catalogue hands to it (ERR-7, ERR-8,
 * ERR-11): a map from code to reaction, with a fallback for the rest.
 * Returns true when the error was one handed to the page and was handled.
 */
export function useRetCodeHandler(handlers: RetCodeHandlers, fallback?: (error: ApiError) => void) {
  return useCallback(
    (error: unknown): boolean => {
      if (!(error instanceof ApiError)) return false;
      const kind = error.reaction.kind;
      if (kind !== 'page' && kind !== 'page-session' && kind !== 'page-result') return false;
      const handler = handlers[error.code] ?? fallback;
      handler?.(error);
      return Boolean(handler);
    },
    [handlers, fallback],
  );
}
