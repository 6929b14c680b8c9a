/** @apiVersionModes all */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { INodeParameters, INodeType } from 'n8n-workflow';
import { oauth2Data, type IssuedToken } from '../../harness/sandboxCredentials';
import type { NodeRunResult } from '../../harness/engine';
import { ACCOUNT } from '../../sandbox/account';
import { CREDENTIALS, usePlatformSandbox } from '../hubSpotWebhooks/platformSandbox';

const ROOT = join(__dirname, '..', '..', '..');

/**
 * The sandbox's secrets never reach what n8n shows or stores: no node output, error message or
 * description carries the private-app token, the developer key, the client secret or the OAuth
 * credential's access and refresh tokens, on success or failure.
 */
describe('Secrets never appear in outputs, errors or descriptions', () => {
	const platform = usePlatformSandbox();
	let pair: IssuedToken;
	const oauth = { hubSpotPlatformOAuth2Api: 'secretsOAuth' };

	beforeEach(async () => {
		pair = await platform.sb.control<IssuedToken>('POST', 'tokens', {
			scopes: ['oauth', 'crm.objects.companies.read', 'crm.objects.companies.write'],
			expiresInSeconds: 600,
		});
		platform.sb.engine.credentials.add({
			id: 'secretsOAuth',
			name: 'secrets OAuth',
			type: 'hubSpotPlatformOAuth2Api',
			data: oauth2Data(platform.sb.baseUrl, ['oauth'], pair),
		});
	});

	const secrets = () => ({
		'private-app token': ACCOUNT.privateAppToken,
		'developer key': ACCOUNT.developerApiKey,
		'client secret': ACCOUNT.clientSecret,
		'access token': pair.access_token,
		'refresh token': pair.refresh_token,
	});

	/** The secrets found in a text, by name. */
	const leaked = (text: string) =>
		Object.entries(secrets())
			.filter(([, secret]) => text.includes(secret))
			.map(([name]) => name);

	/** Everything a run leaves for n8n to show: output items, errors with their descriptions and context. */
	const shown = (result: NodeRunResult) =>
		JSON.stringify([
			result.items,
			result.error,
			result.error?.message,
			result.error?.description,
			result.run.data.resultData,
		]);

	const runs: Array<[string, string, INodeParameters, Record<string, string>, boolean?]> = [
		[
			'CRM Get Many (private app)',
			'hubSpotCrm',
			{
				authentication: 'appToken',
				resource: 'record',
				operation: 'getMany',
				objectType: 'companies',
				returnAll: false,
				limit: 2,
			},
			CREDENTIALS.appToken,
		],
		[
			'CRM Update of an unknown record (private app)',
			'hubSpotCrm',
			{
				authentication: 'appToken',
				resource: 'record',
				operation: 'update',
				objectType: 'companies',
				recordId: '1',
				propertiesInput: 'json',
				propertiesJson: '{"name":"x"}',
			},
			CREDENTIALS.appToken,
		],
		[
			'CRM Get Many (OAuth2)',
			'hubSpotCrm',
			{
				authentication: 'oAuth2',
				resource: 'record',
				operation: 'getMany',
				objectType: 'companies',
				returnAll: false,
				limit: 2,
			},
			oauth,
		],
		[
			'CRM Update of an unknown record (OAuth2)',
			'hubSpotCrm',
			{
				authentication: 'oAuth2',
				resource: 'record',
				operation: 'update',
				objectType: 'companies',
				recordId: '1',
				propertiesInput: 'json',
				propertiesJson: '{"name":"x"}',
			},
			oauth,
		],
		[
			'CRM with a missing scope (OAuth2)',
			'hubSpotCrm',
			{
				authentication: 'oAuth2',
				resource: 'record',
				operation: 'getMany',
				objectType: 'contacts',
				returnAll: false,
				limit: 2,
			},
			oauth,
		],
		[
			'Content unknown author field',
			'hubSpotContent',
			{
				authentication: 'appToken',
				resource: 'blogAuthor',
				operation: 'batchUpdate',
				authorId: '1',
				fieldsInput: 'json',
				fieldsJson: '{"bio":"x"}',
			},
			CREDENTIALS.appToken,
		],
		[
			'Marketing Email unknown revision',
			'hubSpotMarketingEmail',
			{
				authentication: 'appToken',
				resource: 'emailRevision',
				operation: 'get',
				emailId: '6100001',
				revisionId: '99',
			},
			CREDENTIALS.appToken,
		],
		[
			'Media Bridge (developer key)',
			'hubSpotMediaBridge',
			{ resource: 'objectDefinition', operation: 'get', appId: '', mediaType: 'VIDEO' },
			CREDENTIALS.developer,
		],
		[
			'Media Bridge unknown app (developer key)',
			'hubSpotMediaBridge',
			{ resource: 'objectDefinition', operation: 'get', appId: '999', mediaType: 'VIDEO' },
			CREDENTIALS.developer,
		],
		[
			'Webhooks settings missing (developer key)',
			'hubSpotWebhooks',
			{ authentication: 'developerApiKey', resource: 'settings', operation: 'get' },
			CREDENTIALS.developer,
		],
		[
			'Webhooks subscriptions (developer key)',
			'hubSpotWebhooks',
			{
				authentication: 'developerApiKey',
				resource: 'subscription',
				operation: 'getMany',
				returnAll: true,
			},
			CREDENTIALS.developer,
		],
		[
			'Event Definitions create twice',
			'hubSpotEventDefinitions',
			{
				authentication: 'appToken',
				resource: 'eventDefinition',
				operation: 'create',
				label: 'Secret Scan',
				includeDefaultProperties: false,
			},
			CREDENTIALS.appToken,
			true,
		],
		[
			'OAuth Tokens metadata of the credential token',
			'hubSpotOAuthTokens',
			{
				authentication: 'oAuth2',
				resource: 'accessToken',
				operation: 'getMetadata',
				tokenSource: 'credential',
			},
			oauth,
		],
		[
			'OAuth Tokens metadata of an unknown token',
			'hubSpotOAuthTokens',
			{
				authentication: 'oAuth2',
				resource: 'accessToken',
				operation: 'getMetadata',
				tokenSource: 'given',
				token: 'unknown-token-1234567890',
			},
			oauth,
		],
		[
			'OAuth Tokens exchange of a bad code',
			'hubSpotOAuthTokens',
			{
				authentication: 'oAuth2',
				resource: 'token',
				operation: 'exchangeCode',
				code: 'bad-code',
				redirectUri: 'http://localhost:5678/callback',
			},
			oauth,
		],
		[
			'OAuth Tokens revoke of the credential refresh token',
			'hubSpotOAuthTokens',
			{
				authentication: 'oAuth2',
				resource: 'refreshToken',
				operation: 'delete',
				tokenSource: 'credential',
			},
			oauth,
		],
	];

	// A rest parameter: jest-each takes a callback with more parameters than a row's values for a done-callback test.
	it.each(runs)('%s', async (...[, type, parameters, credentials, twice]) => {
		const first = await platform.run(type, parameters, [{}], { credentials });
		const result = twice ? await platform.run(type, parameters, [{}], { credentials }) : first;
		// The secrets were used: the run reached the service.
		expect((await platform.sb.requests()).length).toBeGreaterThan(0);
		expect(leaked(shown(first))).toEqual([]);
		expect(leaked(shown(result))).toEqual([]);
		const continued = await platform.run(type, parameters, [{}], {
			credentials,
			continueOnFail: true,
		});
		expect(leaked(shown(continued))).toEqual([]);
	});

	it('the credential token is shown masked by Get Metadata', async () => {
		const result = await platform.run(
			'hubSpotOAuthTokens',
			{
				authentication: 'oAuth2',
				resource: 'accessToken',
				operation: 'getMetadata',
				tokenSource: 'credential',
			},
			[{}],
			{ credentials: oauth },
		);
		expect(result.error).toBeUndefined();
		expect(result.items[0].json.token).toBe(
			`${pair.access_token.slice(0, 4)}…${pair.access_token.slice(-4)}`,
		);
	});

	it('no node or credential description holds a secret', () => {
		const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
			n8n: { nodes: string[]; credentials: string[] };
		};
		const descriptions = [...manifest.n8n.nodes, ...manifest.n8n.credentials].flatMap(
			(distPath) => {
				// As n8n loads them: the class named after its file.
				const source = join(ROOT, distPath.replace(/^dist\//, '').replace(/\.js$/, '.ts'));
				const Class = (
					require(source) as Record<string, new () => INodeType | { properties: unknown }>
				)[basename(source).split('.')[0]];
				return [JSON.stringify(new Class())];
			},
		);
		expect(descriptions.length).toBe(manifest.n8n.nodes.length + manifest.n8n.credentials.length);
		expect(leaked(descriptions.join('\n'))).toEqual([]);
	});
});
