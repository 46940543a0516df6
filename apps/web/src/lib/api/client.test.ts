// @vitest-environment happy-dom
import { translate } from '@mirante/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { type ApiClientOptions, createApiClient, type LogoutTarget, type Notice } from './client';

interface Harness {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  notify: ReturnType<typeof vi.fn<(notice: Notice) => void>>;
  onLogout: ReturnType<typeof vi.fn<(to: LogoutTarget) => void>>;
  cookies: Map<string, string>;
  token: { value: string | null };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const h: Harness = {
    fetch: vi.fn<typeof fetch>(),
    notify: vi.fn<(notice: Notice) => void>(),
    onLogout: vi.fn<(to: LogoutTarget) => void>(),
    cookies: new Map(),
    token: { value: 'tok-1' },
  };
  const client = createApiClient({
    fetch: h.fetch,
    getToken: () => h.token.value,
    getLanguage: () => 'pt-BR',
    readCookie: (name) => h.cookies.get(name) ?? null,
    notify: h.notify,
    onLogout: (to) => {
      h.onLogout(to);
      h.token.value = null;
    },
    ...overrides,
  });
  return { client, h };
}

function callAt(
  h: Harness,
  index: number,
): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = h.fetch.mock.calls[index] as [string, RequestInit];
  return { url, init, headers: (init.headers ?? {}) as Record<string, string> };
}

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

  it('gives up after the timeout', async () => {
    const { client, h } = setup({ timeoutMs: 20 });
    h.fetch.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

    await expect(client.get('/auth/me')).rejects.toMatchObject({
      code: 'request_timeout',
      message: translate('request_timeout', 'pt-BR'),
    });
  });

  it('tells a cancelled call apart from a timeout', async () => {
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

  it('on 401 while logged in: shows the expiry notice and logs out to /signin', async () => {
    const { client, h } = setup();
    h.fetch.mockImplementation(async () =>
      json(401, { code: 'session_expired', message: 'Autenticação expirou' }),
    );

    await expect(client.get('/auth/config/getConfig')).rejects.toMatchObject({ status: 401 });
    // A second call failing the same way does not log out twice.
    await expect(client.get('/auth/me')).rejects.toMatchObject({ status: 401 });

    expect(h.notify).toHaveBeenCalledTimes(1);
    expect(h.notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'Autenticação expirou' }));
    expect(translate('session_expired', 'pt-BR')).toBe('Autenticação expirou');
    expect(h.onLogout).toHaveBeenCalledTimes(1);
    expect(h.onLogout).toHaveBeenCalledWith('/signin');
  });

  it('shows the expiry notice in the current language', async () => {
    const { client, h } = setup({ getLanguage: () => 'en-US' });
    h.fetch.mockImplementation(async () =>
      json(401, { code: 'unauthorized', message: 'Unauthorized Access!' }),
    );

    await client.get('/auth/me').catch(() => undefined);

    expect(h.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: translate('session_expired', 'en-US') }),
    );
  });

  it('on ip_not_allowed: logs out and goes to /ip/notallowed', async () => {
    const { client, h } = setup();
    h.fetch.mockResolvedValueOnce(json(403, { code: 'ip_not_allowed', message: 'IP não permitido!' }));

    await expect(client.get('/auth/partners')).rejects.toMatchObject({ status: 403, code: 'ip_not_allowed' });

    expect(h.onLogout).toHaveBeenCalledWith('/ip/notallowed');
    expect(h.notify).not.toHaveBeenCalled();
  });

  it('leaves other 403 answers to the screen', async () => {
    const { client, h } = setup();
    h.fetch.mockResolvedValueOnce(json(403, { code: 'forbidden', message: 'Sem permissão' }));

    await expect(client.get('/auth/partners')).rejects.toMatchObject({ code: 'forbidden' });
    expect(h.onLogout).not.toHaveBeenCalled();
  });

  it('can skip the session handling (logout sends the token it is ending)', async () => {
    const { client, h } = setup();
    h.cookies.set('XSRF-TOKEN', 'x');
    h.fetch.mockResolvedValueOnce(json(401, { code: 'session_expired', message: 'Autenticação expirou' }));

    await client
      .post('/logout', undefined, { token: 'old', skipSessionHandling: true })
      .catch(() => undefined);

    expect(callAt(h, 0).headers.Authorization).toBe('Bearer old');
    expect(h.onLogout).not.toHaveBeenCalled();
    expect(h.notify).not.toHaveBeenCalled();
  });

  it('returns undefined for 204 answers', async () => {
    const { client, h } = setup();
    h.fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(client.get('/csrf')).resolves.toBeUndefined();
  });
});

describe('api client on the playlist view (spec §4)', () => {
  const expired = () => json(401, { code: 'token_expired', message: 'Token is Expired' });

  function playlistSetup(pathname = '/42/playlist/view') {
    const reload = vi.fn();
    const onTokenRefreshed = vi.fn((token: string) => {
      h.token.value = token;
    });
    const { client, h } = setup({ getPathname: () => pathname, reload, onTokenRefreshed });
    h.cookies.set('XSRF-TOKEN', 'x');
    return { client, h, reload, onTokenRefreshed };
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it("refreshes on 'Token is Expired', keeps the token, notifies for 1 s, retries after 500 ms and reloads after 1 s", async () => {
    vi.useFakeTimers();
    const { client, h, reload, onTokenRefreshed } = playlistSetup();
    h.fetch.mockResolvedValueOnce(expired());
    h.fetch.mockResolvedValueOnce(json(200, { token: 'tok-2', expires_at: '2030-01-01T00:00:00Z' }));
    h.fetch.mockResolvedValueOnce(json(200, { items: [1, 2] }));

    const pending = client.get('/auth/playlists/42');
    await vi.advanceTimersByTimeAsync(0);

    expect(callAt(h, 1).url).toBe('/api/refresh/token');
    expect(callAt(h, 1).init.method).toBe('POST');
    // The refresh presents the expired token; the server accepts it for a while after expiry.
    expect(callAt(h, 1).headers.Authorization).toBe('Bearer tok-1');
    expect(onTokenRefreshed).toHaveBeenCalledWith('tok-2', '2030-01-01T00:00:00Z');
    expect(h.notify).toHaveBeenCalledWith({
      message: 'Atualizando sessão!',
      color: 'blue',
      autoClose: 1000,
    });
    expect(translate('refreshing_session', 'pt-BR')).toBe('Atualizando sessão!');

    await vi.advanceTimersByTimeAsync(499);
    expect(h.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ items: [1, 2] });
    expect(callAt(h, 2).url).toBe('/api/auth/playlists/42');
    expect(callAt(h, 2).headers.Authorization).toBe('Bearer tok-2');

    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(h.onLogout).not.toHaveBeenCalled();
  });

  it('refreshes once for several calls that fail together, and reloads once', async () => {
    vi.useFakeTimers();
    const { client, h, reload } = playlistSetup('/7/playlist/view/');
    let refreshes = 0;
    h.fetch.mockImplementation(async (url, init) => {
      const auth = ((init?.headers ?? {}) as Record<string, string>).Authorization;
      if (url === '/api/refresh/token') {
        refreshes += 1;
        return json(200, { token: 'tok-2', expires_at: 'later' });
      }
      return auth === 'Bearer tok-2' ? json(200, { ok: url }) : expired();
    });

    const both = Promise.all([client.get('/a'), client.get('/b')]);
    await vi.advanceTimersByTimeAsync(1000);

    await expect(both).resolves.toEqual([{ ok: '/api/a' }, { ok: '/api/b' }]);
    expect(refreshes).toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('logs out with the expiry notice when the refresh fails', async () => {
    vi.useFakeTimers();
    const { client, h, reload } = playlistSetup();
    h.fetch.mockResolvedValueOnce(expired());
    h.fetch.mockResolvedValueOnce(json(401, { code: 'session_expired', message: 'Autenticação expirou' }));

    const pending = client.get('/auth/playlists/42').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2000);

    expect(await pending).toMatchObject({ status: 401, message: 'Token is Expired' });
    expect(h.notify).toHaveBeenCalledTimes(1);
    expect(h.notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'Autenticação expirou' }));
    expect(h.onLogout).toHaveBeenCalledWith('/signin');
    expect(reload).not.toHaveBeenCalled();
    expect(h.fetch).toHaveBeenCalledTimes(2);
  });

  it('logs out when the retried call is refused again, without a second refresh', async () => {
    vi.useFakeTimers();
    const { client, h } = playlistSetup();
    h.fetch.mockResolvedValueOnce(expired());
    h.fetch.mockResolvedValueOnce(json(200, { token: 'tok-2', expires_at: 'later' }));
    h.fetch.mockResolvedValueOnce(expired());

    const pending = client.get('/auth/playlists/42').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(600);

    expect(await pending).toMatchObject({ status: 401 });
    expect(h.fetch).toHaveBeenCalledTimes(3);
    expect(h.onLogout).toHaveBeenCalledWith('/signin');
  });

  it.each([
    ['/42/reports/view', 'Token is Expired'],
    ['/playlists', 'Token is Expired'],
    ['/42/playlist/view', 'Autenticação expirou'],
  ])('elsewhere (%s, %s) a 401 logs out with the expiry notice', async (pathname, message) => {
    const { client, h, reload } = playlistSetup(pathname);
    h.fetch.mockResolvedValueOnce(json(401, { code: 'token_expired', message }));

    await expect(client.get('/auth/me')).rejects.toMatchObject({ status: 401 });

    expect(h.fetch).toHaveBeenCalledTimes(1);
    expect(h.notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'Autenticação expirou' }));
    expect(h.onLogout).toHaveBeenCalledWith('/signin');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('api client heartbeat', () => {
  it('tells the server the session is in use at most once per interval', async () => {
    let clock = 0;
    const { client, h } = setup({ heartbeat: true, now: () => clock });
    h.cookies.set('XSRF-TOKEN', 'x');
    h.fetch.mockImplementation(async () => json(200, { status: 'success' }));

    await client.get('/auth/me');
    clock = 5 * 60_000;
    await client.get('/auth/me');
    await client.get('/auth/me');
    await Promise.resolve();

    const beats = h.fetch.mock.calls.filter(([url]) => url === '/api/refresh/log/auth');
    expect(beats).toHaveLength(1);
    expect((beats[0]![1] as RequestInit).method).toBe('POST');
  });

  it('sends none when logged out or when not asked to', async () => {
    const clock = 10 * 60_000;
    const { client, h } = setup({ now: () => clock });
    h.fetch.mockImplementation(async () => json(200, {}));
    await client.get('/auth/me');
    expect(h.fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/me']);
  });
});
