import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodePropertyOptions,
} from 'n8n-workflow';
import { listOwners } from '../crm/owners';
import { hasChosenCredential } from '../transport/authentication';
import { ENDPOINTS, type Endpoint } from '../transport/endpoints';
import { SCOPES } from '../transport/scopes';
import { unlessRefused, unlisted } from '../transport/scopeRefusal';
import { conversationsList } from './conversations';
import { agentActorId } from './participants';

/** Entries a picker reads at most. */
const MAX_LISTED = 1000;

/** A conversations list as picker entries whose name or ID contains the filter. */
async function searchList(
	ctx: ILoadOptionsFunctions,
	what: string,
	endpoint: Endpoint,
	filter: string | undefined,
	nameOf: (entry: IDataObject) => string,
	qs: IDataObject = {},
): Promise<INodeListSearchResult> {
	if (!hasChosenCredential(ctx)) return { results: [] };
	const wanted = (filter ?? '').trim().toLowerCase();
	const entries = await unlessRefused(
		conversationsList(ctx, endpoint, { qs }, { returnAll: false, limit: MAX_LISTED }),
		SCOPES.conversationsRead,
	);
	if ('missingScope' in entries) return { results: unlisted(what, entries.missingScope) };
	const results = entries.value
		.filter((entry) => entry.archived !== true)
		.map((entry) => ({ name: nameOf(entry), value: String(entry.id) }))
		.filter(
			(option) =>
				wanted === '' ||
				option.name.toLowerCase().includes(wanted) ||
				option.value.includes(wanted),
		)
		.sort((a, b) => a.name.localeCompare(b.name));
	return { results };
}

/** The account's inboxes (and help desks). */
export async function searchInboxes(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	return await searchList(this, 'Inboxes', ENDPOINTS.conversationInboxes, filter, (inbox) =>
		inbox.type === 'HELP_DESK' ? `${String(inbox.name)} (help desk)` : String(inbox.name),
	);
}

/** The channels of the account (chat, e-mail, WhatsApp, custom channels …). */
export async function searchChannels(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	return await searchList(this, 'Channels', ENDPOINTS.conversationChannels, filter, (channel) =>
		String(channel.name),
	);
}

/** The connected channel accounts (an e-mail address, a chat widget …); disconnected ones say so. */
export async function searchChannelAccounts(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	return await searchList(
		this,
		'Channel accounts',
		ENDPOINTS.conversationChannelAccounts,
		filter,
		(account) => `${String(account.name)}${account.active === false ? ' (disconnected)' : ''}`,
	);
}

/** Owners the agent picker reads at most. */
const MAX_OWNERS = 2000;

/** The account's users as conversation agents (actor `A-<user ID>`): who sends a message. */
export async function getAgents(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	if (!hasChosenCredential(this)) return [];
	const owners = await unlessRefused(
		listOwners(this, {}, { returnAll: false, limit: MAX_OWNERS }),
		SCOPES.ownersRead,
	);
	if ('missingScope' in owners) return unlisted('Agents', owners.missingScope);
	return owners.value
		.filter((owner) => owner.type === 'PERSON' && typeof owner.userId === 'number')
		.map((owner) => {
			const name = [owner.firstName, owner.lastName].filter(Boolean).join(' ');
			return {
				name: `${name || String(owner.email)}${owner.email ? ` (${String(owner.email)})` : ''}`,
				value: agentActorId(String(owner.userId)),
				description: `Actor ${agentActorId(String(owner.userId))}`,
			};
		})
		.sort((a, b) => a.name.localeCompare(b.name));
}
