import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { CrmSandbox, useEmptySandbox } from '../../harness/crmSandbox';
import type { NodeRunResult } from '../../harness/engine';
import type { Message, Thread } from '../../sandbox/state/conversations';

/** One sandbox per test file without CRM records, reset before each test. */
export const useConversationsSandbox = useEmptySandbox;

/** Runs the HubSpot Conversations node with the private-app credential. */
export async function runConversations(
	sb: CrmSandbox,
	parameters: INodeParameters,
	input: IDataObject[] = [{}],
	continueOnFail = false,
): Promise<NodeRunResult> {
	return await sb.engine.runNode(
		{
			type: 'hubSpotConversations',
			parameters: { authentication: 'appToken', ...parameters },
			credentials: { hubSpotPlatformAppTokenApi: 'app' },
			continueOnFail,
		},
		input,
	);
}

/** A customer writes in: a new thread, or a message on `threadId`. */
export async function customerWrites(
	sb: CrmSandbox,
	body: {
		threadId?: string;
		text?: string;
		subject?: string;
		email?: string;
		channelAccountId?: string;
	},
): Promise<{ thread: Thread; message: Message }> {
	return await sb.control('POST', 'conversations/incoming', body);
}

/** Every message the sandbox holds for a thread (whole bodies, comments and thread events too). */
export async function storedMessages(sb: CrmSandbox, threadId: string): Promise<Message[]> {
	return (
		await sb.control<{ results: Message[] }>('GET', `conversations/threads/${threadId}/messages`)
	).results;
}

/** A picker request of the node as the editor sends it. */
export const editingConversations = (
	sb: CrmSandbox,
	parameters: INodeParameters,
	parameter: string,
) => sb.editing(parameters, parameter, { nodeType: 'hubSpotConversations', typeVersion: 1 });
