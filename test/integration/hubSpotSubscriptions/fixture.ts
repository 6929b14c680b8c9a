import type { INodeParameters } from 'n8n-workflow';
import { CrmSandbox, useEmptySandbox } from '../../harness/crmSandbox';
import { byId, nodeFixture } from '../../harness/nodeFixture';
import type { SandboxConfig } from '../../sandbox/config';

/** One sandbox per test file, reset before each test; the account's tier and GDPR setting put back after it. */
export function useSubscriptionsSandbox(): { sb: CrmSandbox } {
	const state = useEmptySandbox();
	afterEach(async () => {
		await state.sb.control('PUT', 'config', {
			marketingHubTier: 'enterprise',
			gdprEnabled: false,
		} satisfies Partial<SandboxConfig>);
	});
	return state;
}

/** Sets the account's Marketing Hub tier or GDPR features. */
export const configureAccount = async (sb: CrmSandbox, change: Partial<SandboxConfig>) =>
	await sb.control('PUT', 'config', change);

const subscriptions = nodeFixture('hubSpotSubscriptions');

/** Runs the HubSpot Subscription Preferences node with the private-app credential. */
export const runSubscriptions = subscriptions.run;

/** A picker request of the node as the editor sends it. */
export const editingSubscriptions = subscriptions.editing;

/** A picker request with an OAuth2 credential granted only `crm.objects.contacts.read`. */
export const editingWithContactsOnly = (
	sb: CrmSandbox,
	parameters: INodeParameters,
	parameter: string,
) => subscriptions.editingWithScopes(sb, parameters, parameter, ['crm.objects.contacts.read']);

export { byId };

/** A status operation's parameters. */
export const statusOperation = (operation: string, extra: Record<string, unknown> = {}) => ({
	resource: 'status',
	operation,
	email: '={{ $json.email }}',
	...extra,
});
