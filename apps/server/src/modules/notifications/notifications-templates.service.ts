import type { TNotificationTemplate, TPageQuery, ZSaveTemplateRequest } from '@mirante/contracts';
import type { z } from 'zod';
import { recordAudit, successBy } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { Db } from '../../platform/db';
import { type Scope, unitOf } from '../../platform/scope';
import { reportTitle } from '../reports';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  type TemplateTexts,
  updateTemplate,
} from './notifications-templates.repository';
import { checkTemplate, renderTexts } from './notifications-render.service';
import { type LinkContext, unitLinkOrigin } from '../tenancy';
import { accountName, unitName } from './notifications.repository';

type SaveInput = z.output<typeof ZSaveTemplateRequest>;

interface TemplateCall {
  db: Db;
  scope: Scope;
}

/** Every language's texts must parse before the template is kept. */
function checkedTexts(input: SaveInput): TemplateTexts {
  const texts: TemplateTexts = {};
  for (const [language, text] of Object.entries(input.texts)) {
    if (!text) continue;
    checkTemplate(`texts.${language}.subject`, text.subject);
    checkTemplate(`texts.${language}.body`, text.body);
    texts[language] = text;
  }
  if (Object.keys(texts).length === 0) {
    throw new AppError('validation_failed', { errors: { texts: ['field_required'] } });
  }
  return texts;
}

export function listUnitTemplates({ db, scope, query }: TemplateCall & { query: TPageQuery }) {
  return listTemplates(db, unitOf(scope), query);
}

export function getUnitTemplate({ db, scope, id }: TemplateCall & { id: number }) {
  return findTemplate(db, unitOf(scope), id);
}

export function addUnitTemplate({ db, scope, input }: TemplateCall & { input: SaveInput }) {
  const texts = checkedTexts(input);
  return db.transaction(async (tx): Promise<TNotificationTemplate> => {
    const template = await insertTemplate(tx, unitOf(scope), {
      name: input.name,
      texts,
      purpose: input.purpose,
    });
    await recordAudit(tx, {
      ...successBy(scope),
      event: 'notification_template.created',
      details: { template_id: template.id, name: template.name },
    });
    return template;
  });
}

export function editUnitTemplate({ db, scope, id, input }: TemplateCall & { id: number; input: SaveInput }) {
  const texts = checkedTexts(input);
  return db.transaction(async (tx): Promise<TNotificationTemplate> => {
    const template = await updateTemplate(tx, unitOf(scope), id, {
      name: input.name,
      texts,
      purpose: input.purpose,
    });
    await recordAudit(tx, {
      ...successBy(scope),
      event: 'notification_template.updated',
      details: { template_id: id, name: template.name },
    });
    return template;
  });
}

export function removeUnitTemplate({ db, scope, id }: TemplateCall & { id: number }) {
  return db.transaction(async (tx) => {
    await deleteTemplate(tx, unitOf(scope), id);
    await recordAudit(tx, {
      ...successBy(scope),
      event: 'notification_template.deleted',
      details: { template_id: id },
    });
    return { deleted: true as const };
  });
}

/** A text filled with the caller's own name, the unit and (when named) a report, for the dialog. */
export async function previewTemplate(opts: {
  db: Db;
  scope: Scope;
  input: { subject: string; body: string; report_id?: number };
  /** The caller's request: the preview's links use its scheme and port. */
  links: LinkContext;
}) {
  const companyId = unitOf(opts.scope);
  const unit = {
    name: await unitName(opts.db, companyId),
    origin: await unitLinkOrigin(opts.db, companyId, opts.links),
  };
  const userName = await accountName(opts.db, opts.scope.userId);
  const reportId = opts.input.report_id;
  const title = reportId ? await reportTitle(opts.db, companyId, reportId) : '';
  return renderTexts(
    { subject: opts.input.subject, body: opts.input.body },
    {
      user_name: userName,
      unit: unit.name,
      report_title: title,
      link: reportId ? `${unit.origin}/${reportId}/reports/view` : `${unit.origin}/notifications`,
    },
  );
}
