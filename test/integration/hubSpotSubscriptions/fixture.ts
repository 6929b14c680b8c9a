import type { IDataObject, INode, INodeParameters } from 'n8n-workflow';
import { CrmSandbox, useEmptySandbox } from '../../harness/crmSandbox';
import type { NodeRunResult } from '../../harness/engine';
import { oauth2Data, type IssuedToken } from '../../harness/sandboxCredentials';
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

/** Runs the HubSpot Subscription Preferences node with the private-app credential. */
export async function runSubscriptions(
	sb: CrmSandbox,
	parameters: INodeParameters,
	input: IDataObject[] = [{}],
	continueOnFail = false,
): Promise<NodeRunResult> {
	return await sb.engine.runNode(
		{
			type: 'hubSpotSubscriptions',
			parameters: { authentication: 'appToken', ...parameters },
			credentials: { hubSpotPlatformAppTokenApi: 'app' },
			continueOnFail,
		},
		input,
	);
}

/** A picker request of the node as the editor sends it. */
export const editingSubscriptions = (
	sb: CrmSandbox,
	parameters: INodeParameters,
	parameter: string,
	credentials?: INode['credentials'],
) =>
	sb.editing(parameters, parameter, {
		nodeType: 'hubSpotSubscriptions',
		typeVersion: 1,
		...(credentials ? { credentials } : {}),
	});

/** A picker request with an OAuth2 credential granted only `crm.objects.contacts.read`. */
export async function editingWithContactsOnly(
	sb: CrmSandbox,
	parameters: INodeParameters,
	parameter: string,
) {
	const scopes = ['crm.objects.contacts.read'];
	const token = await sb.control<IssuedToken>('POST', 'tokens', { scopes, expiresInSeconds: 600 });
	sb.engine.credentials.add({
		id: 'narrow',
		name: 'Contacts only',
		type: 'hubSpotPlatformOAuth2Api',
		data: oauth2Data(sb.baseUrl, scopes, token),
	});
	return editingSubscriptions(sb, { ...parameters, authentication: 'oAuth2' }, parameter, {
		hubSpotPlatformOAuth2Api: { id: 'narrow', name: 'Contacts only' },
	});
}

/** A resource locator's value by ID. */
export const byId = (value: string | number) => ({ __rl: true, mode: 'id', value: String(value) });

/** A status operation's parameters. */
export const statusOperation = (operation: string, extra: Record<string, unknown> = {}) => ({
	resource: 'status',
	operation,
	email: '={{ $json.email }}',
	...extra,
});
