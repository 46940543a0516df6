// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../test/memory-storage';
import {
  type CachedUser,
  flushStorage,
  getCachedUser,
  getPageState,
  getStoredConfig,
  getStoredTheme,
  hasRecord,
  initStorage,
  isLoggedIn,
  mergeRemoteConfig,
  readAzureSso,
  setAzureSso,
  setCachedToken,
  setCachedUser,
  setPageState,
  setStoredConfig,
  subscribeStorage,
} from './records';

const ORIGIN = 'https://portal.example.com';

const user: CachedUser = {
  id: 7,
  name: 'Ana Souza',
  email: 'ana@example.com',
  perfil_usuario: 'admin',
  tenant_id: 3,
  company_id: 3,
  partner_id: null,
  auth_type: 'password',
  language: 'pt-BR',
  token: 'secret-token-123',
  expires_at: '2030-01-01T00:00:00.000Z',
};

let backend: MemoryStorage;

beforeEach(async () => {
  backend = new MemoryStorage();
  await initStorage({ origin: ORIGIN, backend });
});

describe('encrypted local records', () => {
  it('reads back what was written, after a reload', async () => {
    setCachedUser(user);
    setStoredConfig({ hidden_menu: ['partners'], intended: '/' });
    await flushStorage();

    await initStorage({ origin: ORIGIN, backend });

    expect(getCachedUser()).toEqual(user);
    expect(getStoredConfig()).toEqual({ hidden_menu: ['partners'], intended: '/' });
    expect(isLoggedIn()).toBe(true);
  });

  it('does not store the value as plain text', async () => {
    setCachedUser(user);
    await flushStorage();

    const stored = backend.getItem('bi:cache');
    expect(stored).toBeTruthy();
    expect(stored).not.toContain('secret-token-123');
    expect(stored).not.toContain('ana@example.com');
    expect(stored).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(atob(stored ?? '')).not.toContain('secret-token-123');
  });

  it('uses a fresh IV on every write', async () => {
    setStoredConfig({ a: 1 });
    await flushStorage();
    const first = backend.getItem('bi:config');
    setStoredConfig({ a: 1 });
    await flushStorage();
    const second = backend.getItem('bi:config');
    expect(first).not.toEqual(second);
    expect(first?.slice(0, 16)).not.toEqual(second?.slice(0, 16));
  });

  it('cannot be read from another origin, and the unreadable record is dropped', async () => {
    setCachedUser(user);
    await flushStorage();

    await initStorage({ origin: 'https://evil.example.net', backend });

    expect(getCachedUser()).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(backend.getItem('bi:cache')).toBeNull();
  });

  it('gives the defaults when nothing is stored', () => {
    expect(getCachedUser()).toBeNull();
    expect(getPageState()).toEqual({
      page_user: '1',
      page_tenant: '1',
      page_group_report: '1',
      page_subgroup: '1',
      page_report: '1',
    });
    expect(getStoredTheme()).toEqual({});
    expect(getStoredConfig()).toEqual({});
    expect(hasRecord('bi:config')).toBe(false);
  });

  it('keeps the other page numbers when one changes', async () => {
    setPageState({ page_report: '4' });
    await flushStorage();
    await initStorage({ origin: ORIGIN, backend });
    expect(getPageState()).toMatchObject({ page_report: '4', page_user: '1' });
  });

  it('replaces only the token of the cached user', async () => {
    setCachedUser(user);
    setCachedToken('new-token');
    await flushStorage();
    await initStorage({ origin: ORIGIN, backend });

    expect(getCachedUser()).toEqual({ ...user, token: 'new-token' });
  });

  it('does nothing on a token replacement when nobody is logged in', () => {
    setCachedToken('orphan');
    expect(getCachedUser()).toBeNull();
  });

  it('merges a remote config only into an existing config', async () => {
    expect(mergeRemoteConfig({ enable_embedded: 'S' })).toBe(false);
    expect(hasRecord('bi:config')).toBe(false);
    await flushStorage();
    expect(backend.getItem('bi:config')).toBeNull();

    setStoredConfig({ hidden_menu: ['faq'], intended: '/reports' });
    expect(mergeRemoteConfig({ enable_embedded: 'S', intended: '/' })).toBe(true);
    expect(getStoredConfig()).toEqual({ hidden_menu: ['faq'], intended: '/', enable_embedded: 'S' });
  });

  it('leaves bi:config alone when a remote config brings nothing new', () => {
    setStoredConfig({ hidden_menu: ['faq'], enable_helpdesk: 'N' });
    let changes = 0;
    const stop = subscribeStorage(() => {
      changes += 1;
    });
    expect(mergeRemoteConfig({ hidden_menu: ['faq'], enable_helpdesk: 'N' })).toBe(true);
    expect(changes).toBe(0);
    expect(mergeRemoteConfig({ hidden_menu: ['faq', 'playlists'] })).toBe(true);
    expect(changes).toBe(1);
    expect(getStoredConfig().hidden_menu).toEqual(['faq', 'playlists']);
    stop();
  });

  it('lets bi:azure_sso be read once', async () => {
    setAzureSso({ email: 'ana@example.com' });
    await flushStorage();
    expect(backend.getItem('bi:azure_sso')).not.toBeNull();

    expect(readAzureSso()).toEqual({ email: 'ana@example.com' });
    expect(readAzureSso()).toBeNull();
    await flushStorage();
    expect(backend.getItem('bi:azure_sso')).toBeNull();
    await initStorage({ origin: ORIGIN, backend });
    expect(readAzureSso()).toBeNull();
  });

  it('drops corrupt records and keeps the good ones', async () => {
    setCachedUser(user);
    await flushStorage();
    backend.setItem('bi:config', 'definitely not base64 ~~~');
    // A valid ciphertext moved to another record name does not decrypt (the name is bound in).
    backend.setItem('bi:theme', backend.getItem('bi:cache') ?? '');
    backend.setItem('bi:page', btoa('short'));

    await initStorage({ origin: ORIGIN, backend });

    expect(getCachedUser()).toEqual(user);
    expect(getStoredConfig()).toEqual({});
    expect(getStoredTheme()).toEqual({});
    expect(getPageState().page_user).toBe('1');
    expect(backend.getItem('bi:config')).toBeNull();
    expect(backend.getItem('bi:theme')).toBeNull();
    expect(backend.getItem('bi:page')).toBeNull();
  });

  it('serves reads synchronously right after a write', () => {
    setCachedUser(user);
    expect(getCachedUser()?.token).toBe('secret-token-123');
    setCachedUser(null);
    expect(getCachedUser()).toBeNull();
  });
});
