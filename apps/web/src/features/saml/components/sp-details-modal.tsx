import { Button, CopyButton, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { routeUrl, samlRoutes, type TSamlConfig } from '@mirante/contracts';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function CopyField({
  label,
  value,
  multiline = false,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  const copy = (
    <CopyButton value={value}>
      {({ copied, copy: doCopy }) => (
        <Button
          size="xs"
          variant="subtle"
          onClick={doCopy}
          leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          aria-label={`${t('saml.sp.copy')}: ${label}`}
        >
          {copied ? t('saml.sp.copied') : t('saml.sp.copy')}
        </Button>
      )}
    </CopyButton>
  );
  return multiline ? (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {copy}
      </Group>
      <Textarea
        aria-label={label}
        value={value}
        readOnly
        autosize
        maxRows={6}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
      />
    </Stack>
  ) : (
    <TextInput label={label} value={value} readOnly rightSectionWidth={110} rightSection={copy} />
  );
}

/** The portal's side of a unit's SAML, as the identity provider must be told it, with its metadata. */
export function SpDetailsModal({ config, onClose }: { config: TSamlConfig | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={config !== null} onClose={onClose} title={t('saml.sp.title')} size="lg">
      {config && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('saml.sp.intro')}
          </Text>
          <CopyField label={t('saml.sp.entityId')} value={config.sp.entity_id} />
          <CopyField label={t('saml.sp.acsUrl')} value={config.sp.acs_url} />
          <CopyField label={t('saml.sp.certificate')} value={config.sp.certificate} multiline />
          <Group justify="flex-end">
            <Button
              component="a"
              href={`/api${routeUrl(samlRoutes.metadata, { params: { companyId: config.company_id } })}`}
              download
              leftSection={<IconDownload size={16} />}
            >
              {t('saml.sp.download')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
