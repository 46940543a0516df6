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
  /** Any change a person makes in one of the fields (the events bubble up to the form). */
  onChange?: FormEventHandler<HTMLFormElement>;
  /** Keeps the form in the page but out of sight (its values stay as typed). */
  hidden?: boolean;
  children: ReactNode;
}

/**
 * A form checked by its own rules (not the browser's), its fields in a column under the alert
 * that tells a failure of the whole form.
 */
export function FormBody({
  onSubmit,
  message = null,
  messageTitle,
  gap = 'md',
  onChange,
  hidden,
  children,
}: FormBodyProps) {
  return (
    <form onSubmit={onSubmit} onChange={onChange} hidden={hidden} noValidate>
      <Stack gap={gap}>
        <FormErrorAlert title={messageTitle} message={message} />
        {children}
      </Stack>
    </form>
  );
}
