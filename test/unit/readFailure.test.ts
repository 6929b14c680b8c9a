import { AxiosError, AxiosHeaders } from 'axios';
import type { INode } from 'n8n-workflow';
import {
	ANSWER_CUT,
	ANSWER_NOT_IN_SHAPE,
	decideRetry,
} from '../../nodes/shared/transport/retryPolicy';
import { readFailure } from '../../nodes/shared/transport/transport';
import { N8N_RELEASES } from '../harness/legacyN8n';

const node: INode = {
	id: 'n',
	name: 'HubSpot',
	type: 'n8n-nodes-hubspot-platform.hubSpotCrm',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};

/** What axios throws for a refused request, as n8n's helpers see it. */
function refused(status: number, data: unknown, headers: Record<string, string> = {}): AxiosError {
	const config = {
		url: 'https://api.hubapi.com/webhooks/v3/7/settings?hapikey=dev-secret-key',
		headers: new AxiosHeaders(),
	};
	return new AxiosError(
		`Request failed with status code ${status}`,
		'ERR_BAD_REQUEST',
		config,
		{},
		{
			status,
			statusText: '',
			headers,
			config,
			data,
		},
	);
}

const notFound = {
	status: 'error',
	message: 'resource not found',
	correlationId: 'c0ffee00-0000-4000-8000-0000000000cc',
	category: 'OBJECT_NOT_FOUND',
};

describe.each(N8N_RELEASES)(
	"readFailure of n8n $n8n's NodeApiError (n8n-workflow $n8nWorkflow)",
	(release) => {
		const { keepsCause } = release;

		it(
			keepsCause
				? 'keeps the wrapped axios error'
				: 'finds no wrapped error: the answer is gone but for httpCode and an object body',
			() => {
				const wrapped = new release.NodeApiError(
					node,
					refused(429, { policyName: 'TEN_SECONDLY_ROLLING' }, { 'retry-after': '7' }),
				);
				expect((wrapped as { cause?: unknown }).cause !== undefined).toBe(keepsCause);
				expect(readFailure(wrapped)).toMatchObject({
					status: 429,
					body: { policyName: 'TEN_SECONDLY_ROLLING' },
					headers: keepsCause ? { 'retry-after': '7' } : {},
				});
			},
		);

		it("recovers the status and HubSpot's body of a refusal", () => {
			const failure = readFailure(new release.NodeApiError(node, refused(404, notFound)));
			expect(failure).toMatchObject({ status: 404, body: notFound });
		});

		it('recovers the network code of a reset connection, so a read is retried', () => {
			const reset = new AxiosError('read ECONNRESET', 'ECONNRESET', {
				headers: new AxiosHeaders(),
			});
			const failure = readFailure(new release.NodeApiError(node, reset));
			expect(failure).toMatchObject({ status: undefined, code: 'ECONNRESET' });
			expect(decideRetry(failure, 0, true).retry).toBe(true);
			expect(decideRetry(failure, 0, false).retry).toBe(false);
		});
	},
);

describe('readFailure of what the plain request helper throws', () => {
	it('reads the whole answer of an axios error', () => {
		expect(readFailure(refused(503, 'unavailable', { 'retry-after': '2' }))).toMatchObject({
			status: 503,
			body: 'unavailable',
			headers: { 'retry-after': '2' },
		});
	});
});

describe('readFailure of an answer whose body broke off', () => {
	it('is no answer: a cut, retried for a read, not for a create', () => {
		// What axios throws when the connection is reset in the middle of a 200's body.
		const aborted = new AxiosError(
			'stream has been aborted',
			'ERR_BAD_RESPONSE',
			{ headers: new AxiosHeaders() },
			{},
			{
				status: 200,
				statusText: 'OK',
				headers: {},
				config: { headers: new AxiosHeaders() },
				data: undefined,
			},
		);
		const failure = readFailure(aborted);
		expect(failure).toMatchObject({ status: undefined, code: ANSWER_CUT });
		expect(failure.message).toContain(
			'the connection broke while the answer (HTTP 200) was arriving',
		);
		expect(decideRetry(failure, 0, true).retry).toBe(true);
		expect(decideRetry(failure, 0, false)).toEqual({
			retry: false,
			delayMs: 0,
			unsafeToRepeat: true,
		});
	});

	it.each(N8N_RELEASES)(
		"is a cut too when n8n $n8n's NodeApiError kept only httpCode 200",
		(release) => {
			const aborted = new AxiosError(
				'stream has been aborted',
				'ERR_BAD_RESPONSE',
				{ headers: new AxiosHeaders() },
				{},
				{
					status: 200,
					statusText: 'OK',
					headers: {},
					config: { headers: new AxiosHeaders() },
					data: undefined,
				},
			);
			expect(readFailure(new release.NodeApiError(node, aborted))).toMatchObject({
				status: undefined,
				code: ANSWER_CUT,
			});
		},
	);
});

describe('decideRetry of answers that say nothing was applied', () => {
	const answered = (status: number, headers: Record<string, unknown> = {}) => ({
		status,
		headers,
		body: undefined,
		message: `HTTP ${status}`,
	});

	it('repeats a create after 423, waiting Retry-After but at least 2 s', () => {
		expect(decideRetry(answered(423), 0, false)).toEqual({ retry: true, delayMs: 2000 });
		expect(decideRetry(answered(423, { 'retry-after': '0' }), 0, false)).toEqual({
			retry: true,
			delayMs: 2000,
		});
		expect(decideRetry(answered(423, { 'retry-after': '5' }), 0, false)).toEqual({
			retry: true,
			delayMs: 5000,
		});
	});

	it('repeats a create after 477, waiting Retry-After when given', () => {
		expect(decideRetry(answered(477, { 'retry-after': '3' }), 0, false)).toEqual({
			retry: true,
			delayMs: 3000,
		});
		expect(decideRetry(answered(477), 0, false).retry).toBe(true);
	});

	it('does not repeat a create after 503 or an answer not in shape, and says why', () => {
		expect(decideRetry(answered(503), 0, false)).toEqual({
			retry: false,
			delayMs: 0,
			unsafeToRepeat: true,
		});
		expect(
			decideRetry(
				{ headers: {}, body: undefined, code: ANSWER_NOT_IN_SHAPE, message: 'html' },
				0,
				false,
			).unsafeToRepeat,
		).toBe(true);
		expect(
			decideRetry(
				{ headers: {}, body: undefined, code: ANSWER_NOT_IN_SHAPE, message: 'html' },
				0,
				true,
			).retry,
		).toBe(true);
		expect(decideRetry(answered(400), 0, false)).toEqual({ retry: false, delayMs: 0 });
	});
});
