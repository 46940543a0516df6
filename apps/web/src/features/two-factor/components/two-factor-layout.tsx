import type { ReactNode } from 'react';
import { PublicCardShell } from '../../../components/public-card-shell';

/** The frame of the second-factor page. */
export function TwoFactorLayout({ children, width = 460 }: { children: ReactNode; width?: number }) {
  return <PublicCardShell width={width}>{children}</PublicCardShell>;
}
