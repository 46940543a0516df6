import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { ApiError } from '../lib/api';
import { initI18n } from '../lib/i18n';
import { initStorage } from '../lib/storage';

/** A JSON answer of the API. */
export function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's answer to a request whose fields fail its checks, with the codes beside the words. */
export function fieldFailure(
  field: string,
  code: 'field_invalid' | 'field_required' | 'already_exists' = 'field_invalid',
) {
  return answer(422, {
    code: 'validation_failed',
    message: 'Some fields are not valid.',
    errors: { [field]: [`${field} is invalid`] },
    error_codes: { [field]: [code] },
  });
}

/** The same failure as a caught ApiError, for a form that is handed its mutation's error. */
export function fieldError(field: string, code = 'field_invalid') {
  return new ApiError({
    status: 422,
    code: 'validation_failed',
    message: 'Some fields are not valid.',
    errors: { [field]: [`${field} is invalid`] },
    codes: { [field]: [code] },
  });
}

/** A request the mocked `fetch` received: its method, path and JSON body. */
export function sent(fetchMock: ReturnType<typeof vi.fn>, index = -1) {
  const call = fetchMock.mock.calls.at(index);
  const [url, init] = (call ?? []) as [string, RequestInit | undefined];
  return {
    method: init?.method ?? 'GET',
    path: new URL(String(url), 'http://localhost').pathname,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
}

/**
 * Prepares each test of a form in English with a mocked `fetch`; answers the mock,
 * whose answers the test sets (`mockImplementation`, `mockResolvedValue`).
 */
export function setupFormHarness() {
  const harness = { fetch: vi.fn() };
  beforeEach(async () => {
    // An autosized textarea listens to font loading, which happy-dom does not have.
    if (!document.fonts) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      });
    }
    // biome-ignore lint/suspicious/noDocumentCookie: the client reads the XSRF cookie the server would set
    document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
    await initStorage({ origin: 'http://localhost', backend: null });
    await initI18n('en-US');
    harness.fetch = vi.fn();
    vi.stubGlobal('fetch', harness.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());
  return harness;
}

/** Renders a form inside the app's providers. */
export function renderForm(node: ReactNode) {
  return render(<AppProviders>{node}</AppProviders>);
}
