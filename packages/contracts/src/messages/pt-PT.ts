import type { MessageCatalog } from '../errors';
import { enUS } from './en-US';

export const ptPT: MessageCatalog = { ...enUS };
