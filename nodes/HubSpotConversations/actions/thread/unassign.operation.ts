import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { threadDelete } from '../../helpers/threadDelete';

/** Removes the agent a thread is assigned to. */
export const { description, execute } = threadDelete(
	'unassign',
	ENDPOINTS.conversationThreadAssignee,
	{ assignedTo: null },
);
