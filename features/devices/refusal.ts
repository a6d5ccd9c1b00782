import { catalogueMessage, type FormMessage } from '@/services/errors/screen-errors';
import { isRequestError } from '@/services/http/errors';

/** A refused or failed action as the section tells it. */
export interface RefusalNews {
  readonly kind: 'refusal';
  readonly message: FormMessage;
}

/** The catalogue's sentence of a failed request, with its code; a failure that is no request's: unknown. */
export function refusalNews(error: unknown): RefusalNews {
  if (isRequestError(error)) return { kind: 'refusal', message: catalogueMessage(error) };
  return { kind: 'refusal', message: { ns: 'errors', key: 'unknown' } };
}
