import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { threadDelete } from '../../helpers/threadDelete';

/** Archives a thread (moves it to the trash; Update with Restore brings it back). */
export const { description, execute } = threadDelete('archive', ENDPOINTS.conversationThread, {
	archived: true,
});
