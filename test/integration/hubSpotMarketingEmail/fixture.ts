import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { useEmptySandbox, type CrmSandbox } from '../../harness/crmSandbox';
import type { NodeRunResult } from '../../harness/engine';
import { oauth2Data, type IssuedToken } from '../../harness/sandboxCredentials';

/** One sandbox per test file without CRM records, reset (marketing emails, campaigns, settings) before each test. */
export const useMarketingEmailSandbox = useEmptySandbox;

/** Runs the HubSpot Marketing Email node with the private-app credential. */
export async function runMarketingEmail(
	sb: CrmSandbox,
	parameters: INodeParameters,
	input: IDataObject[] = [{}],
	continueOnFail = false,
): Promise<NodeRunResult> {
	return await sb.engine.runNode(
		{
			type: 'hubSpotMarketingEmail',
			parameters: { authentication: 'appToken', ...parameters },
			credentials: { hubSpotPlatformAppTokenApi: 'app' },
			continueOnFail,
		},
		input,
	);
}

/** Runs the node's operations of one resource, the suite's sandbox read when the test runs. */
export const resourceRunner =
	(state: { sb: CrmSandbox }, resource: string) =>
	async (parameters: IDataObject, input?: IDataObject[], continueOnFail?: boolean) =>
		await runMarketingEmail(
			state.sb,
			{ resource, ...parameters } as INodeParameters,
			input,
			continueOnFail,
		);

/**
 * A picker request of the Marketing Email node as the editor sends it, with the private-app
 * credential or, given `scopes`, an OAuth2 credential granted only those.
 */
export async function editingMarketingEmail(
	sb: CrmSandbox,
	parameters: INodeParameters,
	parameter: string,
	scopes?: string[],
) {
	const options = { nodeType: 'hubSpotMarketingEmail', typeVersion: 1 };
	if (!scopes) return sb.editing({ authentication: 'appToken', ...parameters }, parameter, options);
	const token = await sb.control<IssuedToken>('POST', 'tokens', { scopes, expiresInSeconds: 600 });
	sb.engine.credentials.add({
		id: 'narrow',
		name: 'Narrow',
		type: 'hubSpotPlatformOAuth2Api',
		data: oauth2Data(sb.baseUrl, scopes, token),
	});
	return sb.editing({ ...parameters, authentication: 'oAuth2' }, parameter, {
		...options,
		credentials: { hubSpotPlatformOAuth2Api: { id: 'narrow', name: 'Narrow' } },
	});
}

/** A resource locator's value given by ID. */
export const byId = (value: string) => ({ __rl: true, mode: 'id', value });
