import { renderHook } from '@testing-library/react';

import { useMessageText } from '@/components/errors/message-text';
import { NETWORK_ERROR_CODE } from '@/config/http';
import type { EndpointKind } from '@/contract/endpoint';
import { classifyAnswer, remapCode } from '@/services/errors/catalogue';
import { sanitizeMessage } from '@/services/errors/sanitize';
import type { FormMessage } from '@/services/errors/screen-errors';
import { ApiError, HttpError } from '@/services/http/errors';

import { createTestI18n, translationWrapper } from './render-with-i18n';

/**
 * An answer as the request layer rejects it (services/http/client.ts): the
 * catalogue's real reaction for the code, endpoint and result.
 */
export function refusal(
  code: number,
  endpoint: EndpointKind = 'login',
  result?: unknown,
  message = `server says ${code}`,
) {
  const remapped = remapCode(code, endpoint);
  const reaction = classifyAnswer({ code: remapped, message, endpoint, result });
  return new ApiError(remapped, sanitizeMessage(message), reaction, `/${endpoint}`, result);
}

/** A request that got no answer at all (HTTP-8): the client's -200 ApiError. */
export function networkFailure(endpoint: EndpointKind = 'login'): ApiError {
  const reaction = classifyAnswer({ failure: 'network', code: NETWORK_ERROR_CODE, message: 'Network Error', endpoint });
  return new ApiError(NETWORK_ERROR_CODE, 'Network Error', reaction, `/${endpoint}`);
}

/** A non-2xx answer (HTTP-9) without an envelope: the service failing. */
export function httpFailure(status: number, endpoint: EndpointKind = 'login', body: unknown = '<h1>Bad gateway</h1>') {
  const reaction = classifyAnswer({ failure: 'http', code: status, message: 'Request failed', endpoint });
  return new HttpError(status, body, `/${endpoint}`, reaction);
}

/** A 4xx carrying an envelope (HTTP-9): classified by its ret_code, like an answer. */
export function httpRefusal(status: number, code: number, endpoint: EndpointKind = 'login', result?: unknown) {
  const body = { ret_code: code, ret_msg: `server says ${code}`, result: result ?? {} };
  const reaction = classifyAnswer({ code, message: body.ret_msg, endpoint, result: body.result });
  return new HttpError(status, body, `/${endpoint}`, reaction, code, body.result);
}

/** The sentence a screen shows for a message, through the screens' own hook and the app's translations. */
export function readMessage(message: FormMessage, locale = 'en'): string {
  const wrapper = translationWrapper(createTestI18n(locale, ['auth', 'errors', message.ns]));
  const { result, unmount } = renderHook(() => useMessageText(message), { wrapper });
  const text = result.current(message);
  unmount();
  return text;
}
