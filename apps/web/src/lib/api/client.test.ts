// @vitest-environment happy-dom
import { groupRoutes, translate, unitUserRoutes } from '@mirante/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { callAt, json, setup } from '../../test/api-client-harness';

describe('api client', () => {
  it('sends the bearer token, the language and JSON headers', async () => {
    const { client, h } = setup();
    h.fetch.mockResolvedValueOnce(json(200, { data: [], page: 1, per_page: 20, total: 0 }));

    const page = await client.get('/auth/partners', { query: { page: 2, search: 'acme', empty: '' } });

    expect(page).toEqual({ data: [], page: 1, per_page: 20, total: 0 });
    const { url, init, headers } = callAt(h, 0);
    expect(url).toBe('/api/auth/partners?page=2&search=acme');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers.lang).toBe('pt-BR');
    expect(headers.Accept).toBe('application/json');
    expect(headers['x-xsrf-token']).toBeUndefined();
  });

  it('leaves out Authorization when logged out and follows the language of the moment', async () => {
    let lang = 'pt-BR';
    const { client, h } = setup({ getLanguage: () => lang });
    h.token.value = null;
    h.fetch.mockImplementation(async () => json(200, {}));

    await client.get('/auth/me');
    lang = 'es';
    await client.get('/auth/me');

    expect(callAt(h, 0).headers.Authorization).toBeUndefined();
    expect(callAt(h, 0).headers.lang).toBe('pt-BR');
    expect(callAt(h, 1).headers.lang).toBe('es');
  });

  it('echoes the XSRF cookie on state-changing calls', async () => {
    const { client, h } = setup();
    h.cookies.set('XSRF-TOKEN', 'xsrf-abc');
    h.fetch.mockResolvedValueOnce(json(200, { status: 'success', message: 'ok' }));

    await client.post('/logout', { reason: 'test' });

    const { init, headers } = callAt(h, 0);
    expect(h.fetch).toHaveBeenCalledTimes(1);
    expect(init.method).toBe('POST');
    expect(headers['x-xsrf-token']).toBe('xsrf-abc');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ reason: 'test' }));
  });

  it('uploads a file to a route of the map as it is, with its own media type', async () => {
    const { client, h } = setup();
    h.cookies.set('XSRF-TOKEN', 'xsrf-abc');
    h.fetch.mockResolvedValueOnce(json(200, { avatar_url: '/storage/avatars/7.png' }));
    const picture = new Blob(['png'], { type: 'image/png' });

    const answer = await client.upload(unitUserRoutes.uploadAvatar, {
      params: { id: 7 },
      query: { company_id: 3 },
      body: picture,
    });

    expect(answer).toEqual({ avatar_url: '/storage/avatars/7.png' });
    const { url, init, headers } = callAt(h, 0);
    expect(url).toBe('/api/auth/users/7/avatar?company_id=3');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(picture);
    expect(headers['Content-Type']).toBe('image/png');
    expect(headers['x-xsrf-token']).toBe('xsrf-abc');
    // A route whose body is JSON is no upload.
    // @ts-expect-error groupRoutes.create declares a JSON body
    const notAnUpload = () => client.upload(groupRoutes.create, { body: picture });
    expect(notAnUpload).toBeTypeOf('function');
  });

  it('asks for the XSRF cookie first when the browser has none', async () => {
    const { client, h } = setup();
    h.fetch.mockImplementationOnce(async () => {
      h.cookies.set('XSRF-TOKEN', 'fresh-xsrf');
      return new Response(null, { status: 204 });
    });
    h.fetch.mockResolvedValueOnce(json(200, { token: 't', expires_at: 'x' }));

    await client.post('/refresh/token');

    expect(h.fetch).toHaveBeenCalledTimes(2);
    expect(callAt(h, 0).url).toBe('/api/csrf');
    expect(callAt(h, 0).init.method).toBeUndefined();
    expect(callAt(h, 1).url).toBe('/api/refresh/token');
    expect(callAt(h, 1).headers['x-xsrf-token']).toBe('fresh-xsrf');
  });

  it('asks for the XSRF cookie once for concurrent calls', async () => {
    const { client, h } = setup();
    h.fetch.mockImplementation(async (url) => {
      if (url === '/api/csrf') {
        h.cookies.set('XSRF-TOKEN', 'shared');
        return new Response(null, { status: 204 });
      }
      return json(200, {});
    });

    await Promise.all([client.post('/a'), client.put('/b', {}), client.delete('/c')]);

    const csrfCalls = h.fetch.mock.calls.filter(([url]) => url === '/api/csrf');
    expect(csrfCalls).toHaveLength(1);
  });

  it('turns the error model into an ApiError with the field errors', async () => {
    const { client, h } = setup();
    h.token.value = null;
    h.cookies.set('XSRF-TOKEN', 'x');
    h.fetch.mockResolvedValueOnce(
      json(400, {
        code: 'validation_failed',
        message: 'Alguns campos são inválidos.',
        errors: { email: ['E-mail é obrigatório'] },
      }),
    );

    const error = await client.post('/login', { email: '' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Alguns campos são inválidos.',
      errors: { email: ['E-mail é obrigatório'] },
    });
  });

  it('keeps the server message of a failed login without ending any session', async () => {
    const { client, h } = setup();
    h.token.value = null;
    h.cookies.set('XSRF-TOKEN', 'x');
    h.fetch.mockResolvedValueOnce(
      json(401, { code: 'incorrect_credentials', message: 'Usuário ou senha incorretos!' }),
    );

    await expect(client.post('/login', { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      status: 401,
      code: 'incorrect_credentials',
      message: 'Usuário ou senha incorretos!',
    });
    expect(h.notify).not.toHaveBeenCalled();
    expect(h.onLogout).not.toHaveBeenCalled();
  });

  it('describes an answer without the error model by its status', async () => {
    const { client, h } = setup();
    h.fetch.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(client.get('/auth/me')).rejects.toMatchObject({
      status: 502,
      code: 'request_failed',
      message: translate('request_failed', 'pt-BR', { status: 502 }),
    });
  });

  it('reports a network failure with the catalogue message', async () => {
    const { client, h } = setup();
    h.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(client.get('/auth/me')).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
      message: translate('network_error', 'pt-BR'),
    });
  });

  it('never gives up on a slow call: no timeout, however long the server takes (spec §7)', async () => {
    vi.useFakeTimers();
    try {
      const { client, h } = setup();
      let aborted = false;
      h.fetch.mockImplementationOnce(
        (_url, init) =>
          new Promise((resolve) => {
            init?.signal?.addEventListener('abort', () => {
              aborted = true;
            });
            setTimeout(() => resolve(json(200, { done: true })), 10 * 60_000);
          }),
      );
      const answer = client.get('/auth/analyze/summary');
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(aborted).toBe(false);
      expect(client.activity.pending()).toBe(1);
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      await expect(answer).resolves.toEqual({ done: true });
      expect(client.activity.pending()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts the user's calls under way, not the polling, and tells whoever listens", async () => {
    const { client, h } = setup();
    const answers: ((response: Response) => void)[] = [];
    h.fetch.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const seen: number[] = [];
    const stop = client.activity.subscribe(() => seen.push(client.activity.pending()));

    const first = client.get('/auth/reports');
    const polling = client.get('/auth/notifications/inbox/unread', { background: true });
    const second = client.get('/auth/users');
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    expect(client.activity.pending()).toBe(2);
    expect(client.activity.busySince()).toEqual(expect.any(Number));
    for (const answer of answers) answer(json(200, {}));
    await Promise.all([first, polling, second]);

    expect(client.activity.pending()).toBe(0);
    expect(client.activity.busySince()).toBeNull();
    expect(seen).toEqual([1, 2, 1, 0]);
    stop();
  });

  it('counts a failed call out too', async () => {
    const { client, h } = setup();
    h.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.get('/auth/me')).rejects.toMatchObject({ code: 'network_error' });
    expect(client.activity.pending()).toBe(0);
  });

  it('tells a cancelled call apart from a network failure', async () => {
    const { client, h } = setup();
    h.fetch.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = client.get('/auth/me', { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ code: 'request_aborted' });
  });
});
