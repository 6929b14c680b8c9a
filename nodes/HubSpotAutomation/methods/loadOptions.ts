import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { hasChosenCredential } from '../../shared/transport/authentication';
import { SCOPES } from '../../shared/transport/scopes';
import { unlessRefused, unlisted } from '../../shared/transport/scopeRefusal';
import { accountUsers } from '../helpers/sequences';

/** The account's active users, by name; the sequence calls act for one of them. */
export async function getSendingUsers(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	if (!hasChosenCredential(this)) return [];
	const users = await unlessRefused(accountUsers(this), SCOPES.ownersRead);
	if ('missingScope' in users) return unlisted('Users', users.missingScope);
	return users.value
		.map((user) => ({
			name: user.email ? `${user.name} (${user.email})` : user.name,
			value: user.userId,
			description: `User ID ${user.userId}`,
		}))
		.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The sender addresses of the chosen user: the address the user signs in with, which is the inbox a
 * HubSpot user connects for sequences (HubSpot's public API does not list connected inboxes; an
 * inbox connected under another address is given by expression). None until a user is chosen.
 */
export async function getSenderAddresses(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const userId = String(this.getCurrentNodeParameter('userId') ?? '').trim();
	if (!hasChosenCredential(this) || !/^\d+$/.test(userId)) return [];
	const users = await unlessRefused(accountUsers(this), SCOPES.ownersRead);
	if ('missingScope' in users) return unlisted('Addresses', users.missingScope);
	return users.value
		.filter((user) => user.userId === userId && user.email)
		.map((user) => ({ name: user.email, value: user.email }));
}
