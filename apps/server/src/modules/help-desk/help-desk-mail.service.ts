import { type Language, resolveLanguage, type TicketStatus } from '@mirante/contracts';
import { z } from 'zod';
import type { Db, Tx } from '../../platform/db';
import { enqueue, type JobKind } from '../../platform/jobs';
import { type MailMessage, type Mailer, PRODUCT_NAME } from '../../platform/mail';
import { actionMail, fillText } from '../../platform/mail-layout';
import { trustedUnitId, type UnitId } from '../../platform/scope';
import {
  findRecipient,
  findTicketRecord,
  findFollowUp,
  type MailRecipient,
  unitRecipients,
} from './help-desk.repository';

export const HELP_DESK_MAIL_JOB = 'help-desk-mail';
/** One e-mail about a ticket or a follow-up to one recipient (help-desk.jobs.ts sends it). */
export const helpDeskMailJob = {
  name: HELP_DESK_MAIL_JOB,
  payload: z.object({
    ticketId: z.number().int(),
    followUpId: z.number().int().nullable(),
    recipientId: z.number().int(),
    link: z.string(),
  }),
} satisfies JobKind;
type MailPayload = z.output<typeof helpDeskMailJob.payload>;
/** How much of the ticket's text or the answer an e-mail quotes. */
const QUOTE_MAX = 1_000;

interface MailTexts {
  openedSubject: string;
  answeredSubject: string;
  greeting: string;
  opened: string;
  answered: string;
  statusSubject: string;
  statusChanged: string;
  statuses: Record<TicketStatus, string>;
  action: string;
  fallback: string;
  closing: string;
  footer: string;
}

/** Help-desk e-mails in every interface language; the ticket number is in every subject. */
const TEXTS: Record<Language, MailTexts> = {
  'en-US': {
    openedSubject: 'New ticket #{number}: {subject}',
    answeredSubject: 'New follow-up on ticket #{number}: {subject}',
    greeting: 'Hello, {name}!',
    opened: '{author} opened ticket #{number} in {unit}: "{subject}".',
    answered: '{author} added a follow-up to ticket #{number} in {unit}: "{subject}".',
    statusSubject: 'Ticket #{number} is now {status}: {subject}',
    statusChanged: '{author} changed the status of ticket #{number} in {unit} ("{subject}") to {status}.',
    statuses: { open: 'open', ongoing: 'ongoing', solved: 'solved' },
    action: 'Open the ticket',
    fallback: 'If the button does not work, copy this address into your browser:',
    closing: 'You receive this e-mail because the help desk of {unit} sends e-mail on its tickets.',
    footer: '{product} · sent to {email}',
  },
  'pt-BR': {
    openedSubject: 'Novo chamado #{number}: {subject}',
    answeredSubject: 'Novo acompanhamento no chamado #{number}: {subject}',
    greeting: 'Olá, {name}!',
    opened: '{author} abriu o chamado #{number} em {unit}: "{subject}".',
    answered: '{author} adicionou um acompanhamento ao chamado #{number} em {unit}: "{subject}".',
    statusSubject: 'O chamado #{number} agora está {status}: {subject}',
    statusChanged: '{author} mudou a situação do chamado #{number} em {unit} ("{subject}") para {status}.',
    statuses: { open: 'aberto', ongoing: 'em andamento', solved: 'resolvido' },
    action: 'Abrir o chamado',
    fallback: 'Se o botão não funcionar, copie este endereço no seu navegador:',
    closing: 'Você recebe este e-mail porque a central de ajuda de {unit} envia e-mails sobre os chamados.',
    footer: '{product} · enviado para {email}',
  },
  es: {
    openedSubject: 'Nuevo ticket #{number}: {subject}',
    answeredSubject: 'Nuevo seguimiento en el ticket #{number}: {subject}',
    greeting: '¡Hola, {name}!',
    opened: '{author} abrió el ticket #{number} en {unit}: "{subject}".',
    answered: '{author} añadió un seguimiento al ticket #{number} en {unit}: "{subject}".',
    statusSubject: 'El ticket #{number} ahora está {status}: {subject}',
    statusChanged: '{author} cambió el estado del ticket #{number} en {unit} ("{subject}") a {status}.',
    statuses: { open: 'abierto', ongoing: 'en curso', solved: 'resuelto' },
    action: 'Abrir el ticket',
    fallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
    closing: 'Recibe este correo porque la mesa de ayuda de {unit} envía correos sobre sus tickets.',
    footer: '{product} · enviado a {email}',
  },
  'pt-PT': {
    openedSubject: 'Novo pedido de suporte #{number}: {subject}',
    answeredSubject: 'Nova resposta no pedido de suporte #{number}: {subject}',
    greeting: 'Olá, {name}!',
    opened: '{author} abriu o pedido de suporte #{number} em {unit}: "{subject}".',
    answered: '{author} respondeu ao pedido de suporte #{number} em {unit}: "{subject}".',
    statusSubject: 'O pedido de suporte #{number} está agora {status}: {subject}',
    statusChanged:
      '{author} mudou o estado do pedido de suporte #{number} em {unit} ("{subject}") para {status}.',
    statuses: { open: 'aberto', ongoing: 'em curso', solved: 'resolvido' },
    action: 'Abrir o pedido',
    fallback: 'Se o botão não funcionar, copie este endereço para o seu navegador:',
    closing: 'Recebe este e-mail porque o apoio ao cliente de {unit} envia e-mails sobre os pedidos.',
    footer: '{product} · enviado para {email}',
  },
};

function quote(text: string): string {
  return text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX)}…` : text;
}

/** The message to one recipient about a new ticket or a new follow-up, in their language. */
export function helpDeskMail(input: {
  event: 'opened' | 'answered' | TicketStatus;
  to: MailRecipient;
  number: number;
  subject: string;
  unit: string;
  author: string;
  text: string;
  link: string;
}): MailMessage {
  const language = resolveLanguage(input.to.language);
  const texts = TEXTS[language];
  const moved = input.event !== 'opened' && input.event !== 'answered' ? input.event : null;
  const values = {
    number: input.number,
    subject: input.subject,
    unit: input.unit,
    author: input.author,
    name: input.to.name,
    email: input.to.email,
    product: PRODUCT_NAME,
    status: moved ? texts.statuses[moved] : '',
  };
  const t = (key: Exclude<keyof MailTexts, 'statuses'>) => fillText(texts[key], values);
  const subject = t(moved ? 'statusSubject' : input.event === 'opened' ? 'openedSubject' : 'answeredSubject');
  const intro = moved
    ? [t('statusChanged')]
    : [t(input.event === 'opened' ? 'opened' : 'answered'), quote(input.text)];
  return actionMail(input.to.email, {
    language,
    brand: input.unit,
    subject,
    preheader: subject,
    greeting: t('greeting'),
    intro,
    action: t('action'),
    link: input.link,
    notes: [],
    fallback: t('fallback'),
    closing: t('closing'),
    footer: t('footer'),
  });
}

/**
 * Who hears of a ticket's news: the requester when the support side wrote, else the unit's
 * support agents (its admins when it has none). The author never mails themself.
 */
async function recipientsOf(
  db: Db | Tx,
  companyId: UnitId,
  ticket: { openedBy: number | null },
  authorId: number,
): Promise<number[]> {
  if (ticket.openedBy !== null && ticket.openedBy !== authorId) return [ticket.openedBy];
  let people = await unitRecipients(db as Db, companyId, 'agents');
  if (people.every((p) => p.id === authorId)) people = await unitRecipients(db as Db, companyId, 'admins');
  return people.map((p) => p.id).filter((id) => id !== authorId);
}

/**
 * Queues one e-mail per recipient with the change that causes it (same transaction), so a
 * message is sent once the change is kept and never for a change that was rolled back.
 */
export async function queueHelpDeskMails(
  tx: Tx,
  input: {
    companyId: UnitId;
    ticket: { id: number; openedBy: number | null };
    followUpId: number | null;
    authorId: number;
    linkOrigin: string;
  },
): Promise<void> {
  const recipients = await recipientsOf(tx, input.companyId, input.ticket, input.authorId);
  const item = input.followUpId === null ? `ticket:${input.ticket.id}` : `follow-up:${input.followUpId}`;
  for (const recipientId of recipients) {
    // The jobs table exists: the service made sure before its transaction (ensureJobsSchema).
    await enqueue(
      tx,
      helpDeskMailJob,
      {
        ticketId: input.ticket.id,
        followUpId: input.followUpId,
        recipientId,
        link: `${input.linkOrigin}/help_desk/${input.ticket.id}`,
      },
      { key: `${item}:${recipientId}` },
    );
  }
}

/** Sends one queued help-desk e-mail; one about a ticket or answer since removed is dropped. */
export async function sendHelpDeskMail(db: Db, mailer: Mailer, payload: MailPayload): Promise<void> {
  const ticket = await findTicketRecord(db, payload.ticketId);
  const to = await findRecipient(db, payload.recipientId);
  if (!ticket || !to) return;
  const followUp =
    payload.followUpId === null ? null : await findFollowUp(db, ticket.ticket.id, payload.followUpId);
  if (payload.followUpId !== null && !followUp) return;
  const author = followUp ? await findRecipient(db, followUp.authorId ?? 0) : null;
  const companyId = trustedUnitId(ticket.ticket.companyId);
  const channel = await mailer.channelFor(companyId);
  // No mail server at all: nothing would ever deliver it.
  if (!channel) return;
  await channel.send(
    helpDeskMail({
      event: followUp ? (followUp.statusChange ?? 'answered') : 'opened',
      to,
      number: ticket.ticket.id,
      subject: ticket.ticket.subject,
      unit: ticket.companyName,
      author: (followUp ? author?.name : ticket.openerName) ?? ticket.companyName,
      text: followUp ? followUp.body : ticket.ticket.description,
      link: payload.link,
    }),
  );
}
