import { Alert, Anchor, Card, Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { zIdParam } from '@mirante/contracts';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useTicket } from '../api/help-desk-api';
import { AttachmentList } from '../components/attachment-list';
import { ReplyForm } from '../components/reply-form';
import { TicketPriorityBadge, TicketStatusBadge } from '../components/ticket-badges';
import { TicketEdit } from '../components/ticket-edit';
import { TicketStatusActions } from '../components/ticket-status-actions';
import { TicketThread } from '../components/ticket-thread';

/** `help_desk/{id}`: a ticket with its thread, status actions, files and the reply form. */
export function TicketPage() {
  const { t } = useTranslation();
  const params = useParams();
  const parsed = zIdParam().safeParse(params.id);
  const id = parsed.success ? parsed.data : 0;
  usePageTitle(t('helpDesk.ticket.title', { number: id }));
  const query = useTicket(id);
  const user = useCachedUser();
  const ticket = query.data;

  return (
    <Stack gap="lg" maw={960}>
      {/* The operator opens tickets from its own lists: it has no help-desk list to go back to. */}
      {user?.perfil_usuario !== 'a2m' && (
        <Anchor component={Link} to="/help_desk" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} />
            {t('helpDesk.ticket.back')}
          </Group>
        </Anchor>
      )}
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('helpDesk.ticket.loading')} />
        </Center>
      ) : isApiError(query.error) && query.error.code === 'ticket_not_found' ? (
        // Out of reach or gone: said plainly, with nothing to retry.
        <>
          <Title order={1} fz={26}>
            {t('helpDesk.ticket.title', { number: id })}
          </Title>
          <Alert color="yellow" variant="light" role="alert" icon={<IconAlertCircle size={20} />}>
            {query.error.message}
          </Alert>
        </>
      ) : query.isError || !ticket ? (
        <QueryErrorAlert
          title={t('helpDesk.ticket.errorTitle')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
            <Stack gap={4}>
              <Text c="dimmed" size="sm">
                {t('helpDesk.ticket.title', { number: ticket.id })}
              </Text>
              <Title order={1} fz={26}>
                {ticket.subject}
              </Title>
              <Group gap="xs">
                <TicketStatusBadge status={ticket.status} />
                <TicketPriorityBadge priority={ticket.priority} />
                <Text size="sm" c="dimmed">
                  {t('helpDesk.ticket.openedBy', {
                    name: ticket.opened_by?.name ?? t('helpDesk.ticket.someone'),
                    date: formatDate(ticket.created_at, 'datetime'),
                  })}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {t('helpDesk.ticket.unit')}: {ticket.company_name} · {t('helpDesk.ticket.estimate')}:{' '}
                {ticket.estimated_at
                  ? formatDate(ticket.estimated_at, 'datetime')
                  : t('helpDesk.ticket.noEstimate')}
              </Text>
            </Stack>
            <TicketStatusActions ticket={ticket} />
          </Group>

          <Card withBorder radius="md" padding="md">
            <Stack gap="sm">
              <Text fw={600} size="sm">
                {t('helpDesk.ticket.description')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {ticket.description}
              </Text>
              <AttachmentList files={ticket.attachments} />
            </Stack>
          </Card>

          {ticket.policies.edit && (
            <Card withBorder radius="md" padding="md">
              <Stack gap="xs">
                <Text fw={600} size="sm">
                  {t('helpDesk.ticket.edit')}
                </Text>
                <TicketEdit ticket={ticket} />
              </Stack>
            </Card>
          )}

          <Stack gap="sm">
            <Title order={2} fz={18}>
              {t('helpDesk.ticket.thread')}
            </Title>
            <TicketThread followUps={ticket.follow_ups} />
          </Stack>
          <Divider />
          {ticket.policies.answer && <ReplyForm ticket={ticket} />}
        </>
      )}
    </Stack>
  );
}
