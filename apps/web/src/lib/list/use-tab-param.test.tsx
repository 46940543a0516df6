// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTabParam } from './use-tab-param';

function open(url: string) {
  let state: ReturnType<typeof useTabParam<'reports' | 'groups'>> | undefined;
  function Probe() {
    state = useTabParam(['reports', 'groups']);
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { router, current: () => state };
}

describe('useTabParam', () => {
  it('reads the tab from the address, the first one by default or for an unknown value', () => {
    expect(open('/?tab=groups').current()?.[0]).toBe('groups');
    expect(open('/').current()?.[0]).toBe('reports');
    expect(open('/?tab=nope').current()?.[0]).toBe('reports');
  });

  it('writes the tab, keeping other parameters, and leaves the first one out', () => {
    const { router, current } = open('/?page=2');
    act(() => current()?.[1]('groups'));
    expect(router.state.location.search).toBe('?page=2&tab=groups');
    expect(current()?.[0]).toBe('groups');
    act(() => current()?.[1]('reports'));
    expect(router.state.location.search).toBe('?page=2');
  });
});
