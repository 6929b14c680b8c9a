import type { INodeParameters } from 'n8n-workflow';
import { HUBSPOT_DEFAULT_SCOPES } from '../../../nodes/shared/transport/scopes';
import { nodeFixture } from '../../harness/nodeFixture';
import { CrmSandbox, useEmptySandbox } from '../../harness/crmSandbox';
import type { Message, Thread } from '../../sandbox/state/conversations';

/** One sandbox per test file without CRM records, reset before each test. */
export const useConversationsSandbox = useEmptySandbox;

const conversations = nodeFixture('hubSpotConversations');

/** Runs the HubSpot Conversations node with the private-app credential. */
export const runConversations = conversations.run;

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
) => conversations.editing(sb, parameters, parameter);

/**
 * A picker request of the node with an OAuth2 credential granted the credential's default scopes
 * only: what a picker says when its optional scope was not granted.
 */
export const editingWithDefaultScopes = (sb: CrmSandbox, parameter: string) =>
	conversations.editingWithScopes(sb, {}, parameter, [...HUBSPOT_DEFAULT_SCOPES]);
