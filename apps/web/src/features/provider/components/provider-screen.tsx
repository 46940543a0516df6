import type { ComponentType } from 'react';
import { AccessDenied } from '../../../components/access-denied';
import { useCachedUser } from '../../../lib/storage';
import type { UnitsViewer } from './units-provider-lists';

/**
 * A provider screen by who looks: a unit's admin manages its own (`Admin`) and the unit's users
 * see the same screen without its controls (the answers' `policies` say so); partners and the
 * operator look across their units, read-only (`Units`); anyone else may not.
 */
export function ProviderScreen({
  Admin,
  Units,
}: {
  Admin: ComponentType;
  Units: ComponentType<{ viewer: UnitsViewer }>;
}) {
  const profile = useCachedUser()?.perfil_usuario;
  if (profile === 'master' || profile === 'a2m') return <Units viewer={profile} />;
  if (profile !== 'admin' && profile !== 'user') return <AccessDenied />;
  return <Admin />;
}
