import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ExternalFrameBlock } from '@mirante/contracts';
import { IconExternalLink, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QrCodeImage } from '../qr-code-image';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * An external link that cannot be framed here (the site refuses it, it is not secure, or it
 * could not be checked): its title, why, and a QR code to open it on a phone. A wall screen
 * shows this instead of an empty or broken frame.
 */
export function ExternalLinkCard({
  title,
  url,
  qrSvg,
  blocked,
}: {
  title: string;
  url: string;
  qrSvg: string | null;
  blocked: ExternalFrameBlock;
}) {
  const { t } = useTranslation();
  return (
    // Its own colours: a slideshow stage writes white on dark around it.
    <Center h="100%" mih={320} p="xl" bg="gray.1" c="dark.7" data-testid="report-embed-external-card">
      <Paper withBorder radius="lg" p="xl" shadow="sm" maw={760} w="100%">
        <Group wrap="nowrap" gap="xl" align="center">
          {qrSvg && <QrCodeImage svg={qrSvg} alt={t('embed.externalQrAlt', { title })} size={208} />}
          <Stack gap="sm" miw={0}>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden="true">
                <IconLink size={18} />
              </ThemeIcon>
              <Title order={2} fz={26} lineClamp={2}>
                {title}
              </Title>
            </Group>
            <Text c="dimmed">{t(`embed.externalBlocked.${blocked}`)}</Text>
            <Text fw={600}>{t('embed.externalScan')}</Text>
            <Text ff="monospace" size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {hostOf(url)}
            </Text>
            <Group>
              <Button
                component="a"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                leftSection={<IconExternalLink size={16} />}
              >
                {t('embed.openExternal')}
              </Button>
            </Group>
          </Stack>
        </Group>
      </Paper>
    </Center>
  );
}
