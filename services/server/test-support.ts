/**
 * Tests of the web's keepers of api answers (services/server/page-*.ts): an
 * api answering each call with the next of `answers` as a successful envelope
 * (null: the connection refused), and what it was asked, as url and body and
 * as urls alone.
 */
export function answeringApi(answers: unknown[]) {
  const calls: Array<{ readonly url: string; readonly body: unknown }> = [];
  const urls: string[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
    urls.push(url);
    const next = answers.shift();
    if (!next) throw new TypeError('connection refused');
    return Response.json({ ret_code: 0, ret_msg: 'OK', result: next });
  }) as unknown as typeof globalThis.fetch;
  return { calls, urls, fetch };
}
