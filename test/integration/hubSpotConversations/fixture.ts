import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { HUBSPOT_DEFAULT_SCOPES } from '../../../nodes/shared/transport/scopes';
import { oauth2Data, type IssuedToken } from '../../harness/sandboxCredentials';
import { CrmSandbox, useEmptySandbox } from '../../harness/crmSandbox';
import type { NodeRunResult } from '../../harness/engine';
import type { BinaryItemSpec } from '../../harness/nodes/BinarySource.node';
import type { Message, Thread } from '../../sandbox/state/conversations';

/** One sandbox per test file without CRM records, reset before each test. */
export const useConversationsSandbox = useEmptySandbox;

/** Runs the HubSpot Conversations node with the private-app credential; items with `files` carry them as binary data. */
export async function runConversations(
	sb: CrmSandbox,
	parameters: INodeParameters,
	input: IDataObject[] | BinaryItemSpec[] = [{}],
	continueOnFail = false,
): Promise<NodeRunResult> {
	// Items with files come from Binary Source, which makes them binary data as n8n's nodes do.
	const withFiles = input.some((item) => 'files' in item);
	return await sb.engine.runNode(
		{
			type: 'hubSpotConversations',
			parameters: { authentication: 'appToken', ...parameters },
			credentials: { hubSpotPlatformAppTokenApi: 'app' },
			continueOnFail,
		},
		input as IDataObject[],
		withFiles ? 'binarySource' : 'itemsSource',
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

/**
 * A picker request of the node with an OAuth2 credential granted the credential's default scopes
 * only: what a picker says when its optional scope was not granted.
 */
export async function editingWithDefaultScopes(sb: CrmSandbox, parameter: string) {
	const scopes = [...HUBSPOT_DEFAULT_SCOPES];
	const token = await sb.control<IssuedToken>('POST', 'tokens', { scopes, expiresInSeconds: 600 });
	sb.engine.credentials.add({
		id: 'defaults',
		name: 'Default scopes',
		type: 'hubSpotPlatformOAuth2Api',
		data: oauth2Data(sb.baseUrl, scopes, token),
	});
	return sb.editing({ authentication: 'oAuth2' }, parameter, {
		nodeType: 'hubSpotConversations',
		typeVersion: 1,
		credentials: { hubSpotPlatformOAuth2Api: { id: 'defaults', name: 'Default scopes' } },
	});
}
