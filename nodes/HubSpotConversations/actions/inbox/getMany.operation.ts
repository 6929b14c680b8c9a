import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { listOperation } from '../../helpers/listAll';

/** Inbox Get Many: the account’s conversations inboxes and help desks. */
export const { description, execute } = listOperation('inbox', ENDPOINTS.conversationInboxes);
