/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { ACCOUNT } from '../../sandbox/account';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { CREDENTIALS, usePlatformSandbox } from '../hubSpotWebhooks/platformSandbox';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';

const definitionsPath = (appId: string | number, mediaType: string) =>
	pathIn(ENDPOINTS.mediaBridgeObjectDefinition, { appId, mediaType });

describe('HubSpot Media Bridge: Object Definition → Get', () => {
	const platform = usePlatformSandbox();
	const run = (
		parameters: IDataObject,
		input?: IDataObject[],
		options?: { continueOnFail?: boolean; credentials?: Record<string, string> },
	) =>
		platform.run(
			'hubSpotMediaBridge',
			{
				authentication: 'developerApiKey',
				resource: 'objectDefinition',
				operation: 'get',
				mediaType: 'VIDEO',
				...parameters,
			},
			input,
			options,
		);

	it("gets a media type's definition for the credential's app, with includeFullDefinition and the developer key", async () => {
		const result = await run({ includeFullDefinition: true });
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(1);
		expect(Object.keys(result.items[0].json).length).toBeGreaterThan(0);
		const requests = await platform.sb.requests();
		expect(requests.map((r) => [r.method, r.path, r.status])).toEqual([
			['GET', definitionsPath(ACCOUNT.appId, 'VIDEO'), 200],
		]);
		expect(requests[0].query).toEqual({ includeFullDefinition: 'true', hapikey: '[redacted]' });
	});

	it('takes the app ID and media type of each item, and the short definition by default', async () => {
		const result = await run({ appId: '={{ $json.appId }}', mediaType: '={{ $json.mediaType }}' }, [
			{ appId: String(ACCOUNT.appId), mediaType: 'AUDIO' },
			{ appId: ` ${ACCOUNT.appId} `, mediaType: 'document' },
		]);
		expect(result.error).toBeUndefined();
		expect(pairs(result)).toEqual([0, 1]);
		const requests = await platform.sb.requests();
		expect(
			requests.map((r) => [r.path, (r.query as Record<string, string>).includeFullDefinition]),
		).toEqual([
			[definitionsPath(ACCOUNT.appId, 'AUDIO'), 'false'],
			[definitionsPath(ACCOUNT.appId, 'DOCUMENT'), 'false'],
		]);
	});

	it("reports another developer's app readably, per item with Continue on Fail", async () => {
		const input = [{ appId: '11111' }, { appId: String(ACCOUNT.appId) }];
		const stopped = await run({ appId: '={{ $json.appId }}' }, input);
		expect(stopped.error?.message).toMatch(/App 11111 does not exist/);
		expect((stopped.error as { httpCode?: string }).httpCode).toBe('404');
		const continued = await run({ appId: '={{ $json.appId }}' }, input, { continueOnFail: true });
		expect(jsonOf(continued)).toEqual([
			expect.objectContaining({
				error: expect.stringMatching(/App 11111 does not exist/),
				httpCode: '404',
			}),
			expect.any(Object),
		]);
		expect(continued.items[1].json.error).toBeUndefined();
	});

	it('reports a wrong developer key readably', async () => {
		const result = await run({}, [{}], { credentials: { ...CREDENTIALS.developerWrongKey } });
		expect(result.error?.message).toMatch(/API key provided is invalid/);
		expect((result.error as { httpCode?: string }).httpCode).toBe('401');
	});

	it('refuses a non-numeric app ID, an unknown media type and a missing app ID before any request', async () => {
		const result = await run(
			{ appId: '={{ $json.appId }}', mediaType: '={{ $json.mediaType }}' },
			[
				{ appId: 'my-app', mediaType: 'VIDEO' },
				{ appId: '', mediaType: 'PODCAST' },
			],
			{ continueOnFail: true },
		);
		expect(jsonOf(result).map((j) => j.error)).toEqual([
			'App ID: must be digits only, got "my-app" (item 0)',
			'Media Type: must be one of AUDIO, DOCUMENT, IMAGE, OTHER, VIDEO, got "PODCAST" (item 1)',
		]);
		const noApp = await run({}, [{}], { credentials: { ...CREDENTIALS.developerNoAppId } });
		expect(noApp.error?.message).toBe('App ID: is empty here and in the credential (item 0)');
		expect(await platform.sb.requests()).toHaveLength(0);
	});
});
