import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The failure of a whole form (not of one field), read out to assistive technology. */
export function FormErrorAlert({ title, message }: { title?: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} title={title} role="alert">
      {message}
    </Alert>
  );
}
