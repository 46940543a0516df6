import { Box, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title';
import { BrandMark } from './brand-mark';

interface StatusPageProps {
  icon: Icon;
  title: string;
  /** A catalogue message shown first, in bold (for example 'IP not allowed!'). */
  lead?: string;
  description: ReactNode;
  actions?: ReactNode;
  color?: string;
  /** Shown inside the signed-in layout: no brand bar, no full-page height. */
  inLayout?: boolean;
}

/** A full-page message outside the layout: not found, blocked IP, unknown domain, errors. */
export function StatusPage({
  icon: IconComponent,
  title,
  lead,
  description,
  actions,
  color,
  inLayout = false,
}: StatusPageProps) {
  usePageTitle(title);
  const content = (
    <Stack align="center" gap="md" maw={480} ta="center" component={inLayout ? 'div' : 'main'} mx="auto">
      <ThemeIcon size={72} radius="xl" variant="light" color={color}>
        <IconComponent size={38} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} fz={28}>
        {title}
      </Title>
      <Stack gap={6}>
        {lead && (
          <Text fw={600} size="md">
            {lead}
          </Text>
        )}
        <Text c="dimmed" size="md">
          {description}
        </Text>
      </Stack>
      {actions && (
        <Group justify="center" mt="sm">
          {actions}
        </Group>
      )}
    </Stack>
  );
  if (inLayout) return <Center py={64}>{content}</Center>;
  return (
    <Box
      mih="100dvh"
      bg="var(--mantine-color-gray-0)"
      p="md"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Box p="sm">
        <BrandMark size={28} />
      </Box>
      <Center style={{ flex: 1 }}>{content}</Center>
    </Box>
  );
}
