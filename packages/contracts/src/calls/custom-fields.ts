import {
  ZCustomField,
  ZCustomFieldList,
  ZCustomFieldParams,
  ZSaveCustomFieldRequest,
} from '../custom-fields';
import { route } from '../route-map';
import { z } from 'zod';

/** The custom fields screen's calls. */
export const customFieldRoutes = {
  list: route('GET /auth/custom-fields', {
    summary:
      "The unit's fields and its partner's global fields (admin), or the partner's global fields (master)",
    response: ZCustomFieldList,
  }),
  create: route('POST /auth/custom-fields', {
    summary: 'Add a custom field',
    body: ZSaveCustomFieldRequest,
    response: ZCustomField,
    status: 201,
  }),
  update: route('PUT /auth/custom-fields/:id', {
    summary: 'Edit a custom field',
    params: ZCustomFieldParams,
    body: ZSaveCustomFieldRequest,
    response: ZCustomField,
  }),
  remove: route('DELETE /auth/custom-fields/:id', {
    summary: 'Delete a custom field (soft)',
    params: ZCustomFieldParams,
    response: z.object({ ok: z.literal(true) }),
  }),
} as const;
