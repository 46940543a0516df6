/** Where a unit's admin signs in: the unit's host, on the scheme and port this app is served from. */
export function signInAddress(host: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${host}${port ? `:${port}` : ''}/signin`;
}
