import { ActionIcon, Box, Group, Input, Paper, Tooltip } from '@mantine/core';
import {
  type Icon,
  IconBold,
  IconClearFormatting,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconUnderline,
} from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface RichTextInputProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  description?: string;
  required?: boolean;
}

type Command = { key: string; icon: Icon; run: () => void };

/**
 * A small rich-text field: bold, italic, underline, lists and links over a content-editable box.
 * What it produces is only a draft: the server keeps an allow-list of tags and safe links.
 */
export function RichTextInput({ label, value, onChange, error, description, required }: RichTextInputProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const id = useId();

  // Only a value set from outside (a template, a reset) replaces what the box shows.
  useEffect(() => {
    const element = box.current;
    if (element && element.innerHTML !== value) element.innerHTML = value;
  }, [value]);

  const exec = (command: string, argument?: string) => {
    box.current?.focus();
    document.execCommand(command, false, argument);
    onChange(box.current?.innerHTML ?? '');
  };
  const commands: Command[] = [
    { key: 'bold', icon: IconBold, run: () => exec('bold') },
    { key: 'italic', icon: IconItalic, run: () => exec('italic') },
    { key: 'underline', icon: IconUnderline, run: () => exec('underline') },
    { key: 'bulletList', icon: IconList, run: () => exec('insertUnorderedList') },
    { key: 'orderedList', icon: IconListNumbers, run: () => exec('insertOrderedList') },
    {
      key: 'link',
      icon: IconLink,
      run: () => {
        const href = window.prompt(t('notifications.editor.linkPrompt'));
        if (href && /^(https?:|mailto:)/i.test(href.trim())) exec('createLink', href.trim());
      },
    },
    { key: 'clear', icon: IconClearFormatting, run: () => exec('removeFormat') },
  ];

  return (
    <Input.Wrapper label={label} error={error} description={description} required={required} id={id}>
      <Paper withBorder radius="sm" style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <Group gap={2} p={4} role="toolbar" aria-label={t('notifications.editor.toolbar')}>
          {commands.map((command) => (
            <Tooltip
              key={command.key}
              label={t(`notifications.editor.${command.key as 'bold'}`)}
              withinPortal
            >
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t(`notifications.editor.${command.key as 'bold'}`)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={command.run}
              >
                <command.icon size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
        <Box
          ref={box}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-invalid={Boolean(error)}
          contentEditable
          suppressContentEditableWarning
          onInput={(event) => onChange(event.currentTarget.innerHTML)}
          p="sm"
          mih={140}
          style={{
            borderTop: '1px solid var(--mantine-color-default-border)',
            outline: 'none',
            fontSize: 14,
          }}
        />
      </Paper>
    </Input.Wrapper>
  );
}
