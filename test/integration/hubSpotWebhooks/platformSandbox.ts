import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { oauth2Data, type IssuedToken } from '../../harness/sandboxCredentials';
import type { NodeRunResult } from '../../harness/engine';
import { ACCOUNT } from '../../sandbox/account';
import { useCrmSandbox, type CrmSandbox } from '../../harness/crmSandbox';

/** Stored credential ids the tests of the developer-app and event nodes use. */
export const CREDENTIALS = {
	appToken: { hubSpotPlatformAppTokenApi: 'app' },
	developer: { hubSpotPlatformDeveloperApi: 'dev' },
	developerWrongKey: { hubSpotPlatformDeveloperApi: 'devWrongKey' },
	developerNoAppId: { hubSpotPlatformDeveloperApi: 'devNoAppId' },
} as const;

export interface PlatformSandbox {
	sb: CrmSandbox;
	/** Runs a node of the package with the given credentials (the developer one by default). */
	run(
		type: string,
		parameters: INodeParameters,
		input?: IDataObject[],
		options?: { continueOnFail?: boolean; credentials?: Record<string, string> },
	): Promise<NodeRunResult>;
	/** An OAuth2 credential around a fresh token with these scopes; returns its stored id. */
	oauth2Credential(scopes: string[]): Promise<Record<string, string>>;
}

/**
 * One sandbox per test file, reset before each test, with the sandbox's developer credential (and a
 * wrong-key one and one without an app ID) next to the private-app credential.
 */
export function usePlatformSandbox(): PlatformSandbox {
	const state = useCrmSandbox(0);
	beforeAll(() => {
		const developer = (id: string, data: IDataObject) =>
			state.sb.engine.credentials.add({
				id,
				name: id,
				type: 'hubSpotPlatformDeveloperApi',
				data: {
					apiKey: ACCOUNT.developerApiKey,
					appId: String(ACCOUNT.appId),
					clientSecret: ACCOUNT.clientSecret,
					baseUrl: state.sb.baseUrl,
					...data,
				},
			});
		developer('dev', {});
		developer('devWrongKey', { apiKey: 'not-the-key' });
		developer('devNoAppId', { appId: '' });
	});
	let tokens = 0;
	return {
		get sb() {
			return state.sb;
		},
		async run(type, parameters, input = [{}], options = {}) {
			return await state.sb.engine.runNode(
				{
					type,
					parameters,
					credentials: options.credentials ?? { ...CREDENTIALS.developer },
					continueOnFail: options.continueOnFail ?? false,
				},
				input,
			);
		},
		async oauth2Credential(scopes) {
			const token = await state.sb.control<IssuedToken>('POST', 'tokens', {
				scopes,
				expiresInSeconds: 600,
			});
			const id = `oauth${++tokens}`;
			state.sb.engine.credentials.add({
				id,
				name: id,
				type: 'hubSpotPlatformOAuth2Api',
				data: oauth2Data(state.sb.baseUrl, scopes, token),
			});
			await state.sb.clearRequests();
			return { hubSpotPlatformOAuth2Api: id };
		},
	};
}
