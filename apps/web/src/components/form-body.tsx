import { Stack, type StackProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormErrorAlert } from './form-error-alert';

export interface FormBodyProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The failure of the whole form, shown in an alert above the fields. */
  message?: string | null;
  /** The alert's title, when it has one. */
  messageTitle?: string;
  /** The space between the fields; "md" unless told. */
  gap?: StackProps['gap'];
  children: ReactNode;
}

/**
 * A form checked by its own rules (not the browser's), its fields in a column under the alert
 * that tells a failure of the whole form.
 */
export function FormBody({ onSubmit, message = null, messageTitle, gap = 'md', children }: FormBodyProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={gap}>
        <FormErrorAlert title={messageTitle} message={message} />
        {children}
      </Stack>
    </form>
  );
}
