import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of "My account". */
export function Card({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Text fw={600} component="h2" fz="lg" m={0}>
            {title}
          </Text>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
