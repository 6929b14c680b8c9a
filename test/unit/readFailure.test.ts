import { AxiosError, AxiosHeaders } from 'axios';
import type { INode } from 'n8n-workflow';
import { decideRetry } from '../../nodes/shared/retryPolicy';
import { readFailure } from '../../nodes/shared/transport';
import { N8N_RELEASES } from '../harness/legacyN8n';

const node: INode = { id: 'n', name: 'HubSpot', type: 'n8n-nodes-hubspot-platform.hubSpotCrm', typeVersion: 1, position: [0, 0], parameters: {} };

/** What axios throws for a refused request, as n8n's helpers see it. */
function refused(status: number, data: unknown, headers: Record<string, string> = {}): AxiosError {
	const config = { url: 'https://api.hubapi.com/webhooks/v3/7/settings?hapikey=dev-secret-key', headers: new AxiosHeaders() };
	return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, {
		status,
		statusText: '',
		headers,
		config,
		data,
	});
}

const notFound = { status: 'error', message: 'resource not found', correlationId: 'c0ffee00-0000-4000-8000-0000000000cc', category: 'OBJECT_NOT_FOUND' };

describe.each(N8N_RELEASES)("readFailure of n8n $n8n's NodeApiError (n8n-workflow $n8nWorkflow)", (release) => {
	const { keepsCause } = release;

	it(keepsCause ? 'keeps the wrapped axios error' : 'finds no wrapped error: the answer is gone but for httpCode and an object body', () => {
		const wrapped = new release.NodeApiError(node, refused(429, { policyName: 'TEN_SECONDLY_ROLLING' }, { 'retry-after': '7' }));
		expect((wrapped as { cause?: unknown }).cause !== undefined).toBe(keepsCause);
		expect(readFailure(wrapped)).toMatchObject({ status: 429, body: { policyName: 'TEN_SECONDLY_ROLLING' }, headers: keepsCause ? { 'retry-after': '7' } : {} });
	});

	it("recovers the status and HubSpot's body of a refusal", () => {
		const failure = readFailure(new release.NodeApiError(node, refused(404, notFound)));
		expect(failure).toMatchObject({ status: 404, body: notFound });
	});

	it('recovers the network code of a reset connection, so a read is retried', () => {
		const reset = new AxiosError('read ECONNRESET', 'ECONNRESET', { headers: new AxiosHeaders() });
		const failure = readFailure(new release.NodeApiError(node, reset));
		expect(failure).toMatchObject({ status: undefined, code: 'ECONNRESET' });
		expect(decideRetry(failure, 0, true).retry).toBe(true);
		expect(decideRetry(failure, 0, false).retry).toBe(false);
	});
});

describe('readFailure of what the plain request helper throws', () => {
	it('reads the whole answer of an axios error', () => {
		expect(readFailure(refused(503, 'unavailable', { 'retry-after': '2' }))).toMatchObject({ status: 503, body: 'unavailable', headers: { 'retry-after': '2' } });
	});
});
