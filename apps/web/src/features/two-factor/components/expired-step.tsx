import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The step token is unknown, used, expired or out of attempts: the way on is a new sign-in. */
export function ExpiredStep({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={64} radius="xl" variant="light" color="orange">
        <IconClockX size={34} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} fz={24}>
        {t('twoFactor.invalidTitle')}
      </Title>
      <Text fw={600} role="alert">
        {message}
      </Text>
      <Text c="dimmed" size="sm">
        {t('twoFactor.invalidText')}
      </Text>
      <Button component={Link} to="/signin" replace size="md" mt="xs">
        {t('common.actions.goToSignin')}
      </Button>
    </Stack>
  );
}
