import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from './page-header';

export interface ListPageProps extends PageHeaderProps {
  /** What stands under the header: filters, the list, its dialogs. */
  children: ReactNode;
}

/** A list screen: centred, at most 1200 wide, its header on top and the rest below it. */
export function ListPage({ children, ...header }: ListPageProps) {
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageHeader {...header} />
      {children}
    </Stack>
  );
}
