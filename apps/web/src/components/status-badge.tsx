import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Mantine's badge clips its label to an ellipsis, and a table cell squeezes it down to one as
 * soon as another column wants the room ("SOLICIT…"). A status is read in full: the badge keeps
 * its label's width on one line and never shrinks below it.
 */
const FULL_LABEL = {
  root: { overflow: 'visible', flexShrink: 0, maxWidth: 'none', whiteSpace: 'nowrap' },
  label: { overflow: 'visible', textOverflow: 'clip', whiteSpace: 'nowrap' },
} as const;

interface StatusBadgeProps extends Omit<BadgeProps, 'styles' | 'maw'> {
  children: ReactNode;
}

/** A row's status (or kind) as a badge whose text is always shown whole. */
export function StatusBadge({ radius = 'sm', children, ...badge }: StatusBadgeProps) {
  return (
    <Badge radius={radius} styles={FULL_LABEL} {...badge}>
      {children}
    </Badge>
  );
}
