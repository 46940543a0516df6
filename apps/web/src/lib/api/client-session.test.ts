// @vitest-environment happy-dom
import { translate } from '@mirante/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callAt, json, setup } from '../../test/api-client-harness';

describe('api client', () => {
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

  it('on company_disabled: the unit was switched off, so logs out with its message', async () => {
    const { client, h } = setup();
    h.fetch.mockResolvedValueOnce(
      json(403, { code: 'company_disabled', message: 'This business unit is disabled!' }),
    );

    await expect(client.get('/auth/config/remote_config')).rejects.toMatchObject({
      code: 'company_disabled',
    });
    expect(h.onLogout).toHaveBeenCalledWith('/signin');
    expect(h.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'This business unit is disabled!' }),
    );
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

  it('counts no background call (polling) as activity', async () => {
    let clock = 0;
    const { client, h } = setup({ heartbeat: true, now: () => clock });
    h.cookies.set('XSRF-TOKEN', 'x');
    h.fetch.mockImplementation(async () => json(200, {}));
    clock = 10 * 60_000;
    await client.get('/auth/config/remote_config', { background: true });
    await Promise.resolve();
    expect(h.fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/config/remote_config']);
    // The user's own call afterwards still does.
    await client.get('/auth/me');
    await Promise.resolve();
    expect(h.fetch.mock.calls.map(([url]) => url)).toContain('/api/refresh/log/auth');
  });

  it('sends none when logged out or when not asked to', async () => {
    const clock = 10 * 60_000;
    const { client, h } = setup({ now: () => clock });
    h.fetch.mockImplementation(async () => json(200, {}));
    await client.get('/auth/me');
    expect(h.fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/me']);
  });
});
