import {
  TICKET_ATTACHMENTS_PER_ITEM,
  isInlineAttachmentType,
  type TTicketAttachment,
  type TTicketUploadQuery,
} from '@mirante/contracts';
import { recordAudit, successBy } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import {
  checkAttachment,
  contentDisposition,
  readAttachment,
  removeAttachment,
  storeAttachment,
} from './help-desk-files.service';
import { isSupportSide } from './help-desk.policy';
import {
  countAttachments,
  findAttachment,
  findFollowUp,
  findTicket,
  insertAttachment,
  unitOfTicket,
} from './help-desk.repository';
import { type HelpDeskCall, presentAttachment, reachOf } from './help-desk.service';

/**
 * Attaches an uploaded file to a ticket (anyone who reaches it) or to a follow-up (its author
 * only). The file is checked by name and content, stored, then its row written; a row that
 * cannot be written takes its file away again.
 */
export async function attachToHelpDeskTicket({
  db,
  scope,
  id,
  query,
  body,
  storageDir,
}: HelpDeskCall & {
  id: number;
  query: TTicketUploadQuery;
  body: unknown;
  storageDir: string;
}): Promise<TTicketAttachment> {
  const reach = await reachOf(db, scope);
  const row = await findTicket(db, reach, id);
  const followUpId = query.follow_up_id ?? null;
  if (followUpId !== null) {
    const followUp = await findFollowUp(db, id, followUpId);
    if (!followUp || (followUp.internal && !isSupportSide(reach))) throw new AppError('not_found');
    if (followUp.authorId !== scope.userId) throw new AppError('no_functionality_access');
  }
  const file = checkAttachment(query.name, body);
  const companyId = unitOfTicket(row);
  const storedName = await storeAttachment(storageDir, file.bytes);
  try {
    const saved = await db.transaction(async (tx) => {
      if ((await countAttachments(tx, id, followUpId)) >= TICKET_ATTACHMENTS_PER_ITEM) {
        throw new AppError('validation_failed', { errors: { file: ['field_invalid'] } });
      }
      const attachment = await insertAttachment(tx, companyId, {
        ticketId: id,
        followUpId,
        uploadedBy: scope.userId,
        fileName: query.name,
        storedName,
        contentType: file.contentType,
        size: file.bytes.length,
      });
      await recordAudit(tx, {
        ...successBy(scope),
        companyId,
        event: 'help_desk.attachment_added',
        details: {
          ticket_id: id,
          follow_up_id: followUpId,
          attachment_id: attachment.id,
          size: attachment.size,
        },
      });
      return attachment;
    });
    return presentAttachment(saved);
  } catch (error) {
    await removeAttachment(storageDir, storedName);
    throw error;
  }
}

/** A file of a ticket in reach, with how it is served: pictures shown, anything else downloaded. */
export async function readHelpDeskAttachment({
  db,
  scope,
  id,
  storageDir,
}: HelpDeskCall & { id: number; storageDir: string }) {
  const reach = await reachOf(db, scope);
  const found = await findAttachment(db, id);
  if (!found) throw new AppError('not_found');
  await findTicket(db, reach, found.attachment.ticketId);
  if (found.internal && !isSupportSide(reach)) throw new AppError('not_found');
  const { attachment } = found;
  const inline = isInlineAttachmentType(attachment.contentType);
  return {
    bytes: await readAttachment(storageDir, attachment.storedName),
    contentType: attachment.contentType,
    disposition: contentDisposition(inline ? 'inline' : 'attachment', attachment.fileName),
  };
}
