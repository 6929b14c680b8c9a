import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { listOperation } from '../../helpers/listAll';

/** Channel Get Many: the channels messages arrive on (chat, e-mail, WhatsApp, custom channels). */
export const { description, execute } = listOperation('channel', ENDPOINTS.conversationChannels);
