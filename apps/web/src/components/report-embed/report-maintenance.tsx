import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../lib/i18n';

/**
 * A report under maintenance, in place of its frame: the report's own message, else the
 * standard one. Playlists show it as the slide.
 */
export function ReportMaintenance({ title, message }: { title?: string; message?: string | null }) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  return (
    // Its own colours: a slideshow stage writes white on dark around it.
    <Center h="100%" mih={320} p="xl" bg="gray.1" c="dark.7" data-testid="report-maintenance">
      <Stack align="center" gap="sm" maw={640} role="status">
        <ThemeIcon variant="light" color="orange" radius="xl" size={64} aria-hidden="true">
          <IconTool size={34} stroke={1.5} />
        </ThemeIcon>
        {title && (
          <Title order={2} fz={28} ta="center">
            {title}
          </Title>
        )}
        <Text fw={600} fz="lg" ta="center">
          {t('embed.maintenanceTitle')}
        </Text>
        <Text c="dimmed" fz="lg" ta="center">
          {message || catalog('report_in_maintenance')}
        </Text>
      </Stack>
    </Center>
  );
}
