import { matchesInCode, packageSourceFiles, readSource } from './sourceText';

/**
 * Every request to a HubSpot host is repeated by one loop, retryLoop.ts's `withRetries`: only it applies
 * the policy of retryPolicy.ts (whether to repeat, how long to wait, how often; the transport still
 * asks which rate window refused a request, for its limiter). A second loop that asks
 * the policy itself (as the signed-URL download's resume once did) counts its own attempts and waits
 * apart from the request's.
 */
const LOOP = 'nodes/shared/transport/retryLoop.ts';
const POLICY = 'nodes/shared/transport/retryPolicy.ts';
const DECISIONS = /\b(?:decideRetry|backoffMs|MAX_ATTEMPTS)\b/g;

describe('the retry loop', () => {
	it('is the only code that applies the retry policy, in nodes/ and credentials/', () => {
		const found = packageSourceFiles()
			.filter((file) => file !== LOOP && file !== POLICY)
			.flatMap((file) => matchesInCode(file, readSource(file), DECISIONS));
		expect(found).toEqual([]);
	});

	it('finds a policy decision in code, not in comments', () => {
		const code = [
			"// decideRetry is the loop's",
			'const decision = decideRetry(failure, cuts, true);',
			'await sleep(backoffMs(attempt));',
		].join('\n');
		expect(matchesInCode('x.ts', code, DECISIONS)).toEqual([
			'x.ts:2: decideRetry',
			'x.ts:3: backoffMs',
		]);
	});
});
