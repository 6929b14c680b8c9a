import type { IDataObject, INode, INodeParameters } from 'n8n-workflow';
import type { CrmSandbox } from './crmSandbox';
import type { NodeRunResult } from './engine';
import { oauth2Data, type IssuedToken } from './sandboxCredentials';

/**
 * One action node against the sandbox, as its suites use it: a run with the private-app credential,
 * and picker requests as the editor sends them, with that credential or with an OAuth2 credential
 * granted only some scopes (what a picker says when the credential lacks its scope).
 */
export function nodeFixture(nodeType: string, typeVersion = 1) {
	const run = async (
		sb: CrmSandbox,
		parameters: INodeParameters,
		input: IDataObject[] = [{}],
		continueOnFail = false,
	): Promise<NodeRunResult> =>
		await sb.engine.runNode(
			{
				type: nodeType,
				parameters: { authentication: 'appToken', ...parameters },
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail,
			},
			input,
		);
	const editing = (
		sb: CrmSandbox,
		parameters: INodeParameters,
		parameter: string,
		credentials?: INode['credentials'],
	) =>
		sb.editing(parameters, parameter, {
			nodeType,
			typeVersion,
			...(credentials ? { credentials } : {}),
		});
	const editingWithScopes = async (
		sb: CrmSandbox,
		parameters: INodeParameters,
		parameter: string,
		scopes: string[],
	) => {
		const token = await sb.control<IssuedToken>('POST', 'tokens', {
			scopes,
			expiresInSeconds: 600,
		});
		sb.engine.credentials.add({
			id: 'narrow',
			name: 'Narrow',
			type: 'hubSpotPlatformOAuth2Api',
			data: oauth2Data(sb.baseUrl, scopes, token),
		});
		return editing(sb, { ...parameters, authentication: 'oAuth2' }, parameter, {
			hubSpotPlatformOAuth2Api: { id: 'narrow', name: 'Narrow' },
		});
	};
	return { run, editing, editingWithScopes };
}

/** A resource locator's value given by ID. */
export const byId = (value: string | number) => ({ __rl: true, mode: 'id', value: String(value) });
