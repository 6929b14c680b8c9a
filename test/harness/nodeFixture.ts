import type { IDataObject, INode, INodeParameters } from 'n8n-workflow';
import type { CrmSandbox } from './crmSandbox';
import type { NodeRunResult } from './engine';
import type { BinaryItemSpec } from './nodes/BinarySource.node';
import { oauth2Data, type IssuedToken } from './sandboxCredentials';

/**
 * One action node against the sandbox, as its suites use it: a run with the private-app credential
 * (input items as json, or with files as binary data),
 * and picker requests as the editor sends them, with that credential or with an OAuth2 credential
 * granted only some scopes (what a picker says when the credential lacks its scope).
 */
export function nodeFixture(nodeType: string, typeVersion = 1) {
	/** Items with `files` come from Binary Source, which makes them binary data as n8n's nodes do. */
	const run = async (
		sb: CrmSandbox,
		parameters: INodeParameters,
		input: IDataObject[] | BinaryItemSpec[] = [{}],
		continueOnFail = false,
	): Promise<NodeRunResult> =>
		await sb.engine.runNode(
			{
				type: nodeType,
				parameters: { authentication: 'appToken', ...parameters },
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail,
			},
			input as IDataObject[],
			input.some((item) => 'files' in item) ? 'binarySource' : 'itemsSource',
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
