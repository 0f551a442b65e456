import type { HttpClient, HttpOptions } from '../../src/providers/httpClient';

/** A fake HTTP client for provider tests: records every call and answers from a routing function (an Error is thrown). */
export const fakeHttp = (answer: (path: string, options: HttpOptions) => unknown) => {
  const calls: { path: string; options: HttpOptions }[] = [];
  const http = (async (path: string, options: HttpOptions = {}) => {
    calls.push({ path, options });
    const result = answer(path, options);
    if (result instanceof Error) throw result;
    return result;
  }) as HttpClient;
  return { http, calls };
};
