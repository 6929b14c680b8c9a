/** @apiVersionModes all */
import type { IDataObject } from 'n8n-workflow';
import { ACCOUNT } from '../../sandbox/account';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { usePlatformSandbox } from './platformSandbox';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';

/** Where the node sends the app's settings in the suite's API version. */
const SETTINGS = pathIn(ENDPOINTS.webhookSettings, { appId: ACCOUNT.appId });

describe('HubSpot Webhooks: Settings', () => {
	const platform = usePlatformSandbox();
	const run = (
		parameters: IDataObject,
		input?: IDataObject[],
		options?: { continueOnFail?: boolean },
	) =>
		platform.run(
			'hubSpotWebhooks',
			{ authentication: 'developerApiKey', resource: 'settings', ...parameters },
			input,
			options,
		);

	it('sets the target URL and throttling with one PUT, then gets them back', async () => {
		const set = await run({
			operation: 'setTargetUrl',
			targetUrl: 'https://example.com/webhook/hubspot',
			maxConcurrentRequests: 7,
		});
		expect(set.error).toBeUndefined();
		expect(jsonOf(set)).toEqual([
			expect.objectContaining({
				targetUrl: 'https://example.com/webhook/hubspot',
				throttling: expect.objectContaining({ maxConcurrentRequests: 7 }),
			}),
		]);
		const got = await run({ operation: 'get' });
		expect(jsonOf(got)).toEqual(jsonOf(set));
		const requests = await platform.sb.requests();
		expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
			[
				'PUT',
				SETTINGS,
				{
					targetUrl: 'https://example.com/webhook/hubspot',
					throttling: { maxConcurrentRequests: 7 },
				},
			],
			['GET', SETTINGS, undefined],
		]);
	});

	it('reports an app without settings (404) readably, as an error item with Continue on Fail', async () => {
		const stopped = await run({ operation: 'get' });
		expect(stopped.error?.message).toBe('Webhook settings not found');
		const continued = await run({ operation: 'get' }, [{}], { continueOnFail: true });
		expect(jsonOf(continued)).toEqual([
			expect.objectContaining({ error: 'Webhook settings not found', httpCode: '404' }),
		]);
	});

	it('refuses a missing, relative or non-web target URL and a bad concurrency before any request', async () => {
		const input = [
			{ url: '' },
			{ url: '/webhook' },
			{ url: 'ftp://example.com/x' },
			{ url: 'https://example.com/ok' },
		];
		const result = await run(
			{
				operation: 'setTargetUrl',
				targetUrl: '={{ $json.url }}',
				maxConcurrentRequests: '={{ $json.url.endsWith("ok") ? 0 : 5 }}',
			},
			input,
			{ continueOnFail: true },
		);
		expect(jsonOf(result).map((j) => j.error)).toEqual([
			'Target URL: must not be empty (item 0)',
			'Target URL: must be an absolute URL, got "/webhook" (item 1)',
			'Target URL: must be an https URL (HubSpot does not deliver to plain http), got "ftp://example.com/x" (item 2)',
			'Max Concurrent Requests: must be a whole number from 1 to 100, got 0 (item 3)',
		]);
		expect(pairs(result)).toEqual([0, 1, 2, 3]);
		expect(await platform.sb.requests()).toHaveLength(0);
		const stopped = await run({ operation: 'setTargetUrl', targetUrl: 'not a url' });
		expect(stopped.error?.message).toBe(
			'Target URL: must be an absolute URL, got "not a url" (item 0)',
		);
	});
});
