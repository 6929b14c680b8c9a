import { answerFits, bodyExcerpt, describeShape } from '../../nodes/shared/transport/answerShape';

describe('answer shapes', () => {
	it('accepts a 2xx only in the declared shape', () => {
		const html = '<!DOCTYPE html><html></html>';
		expect(
			[{}, { results: [] }, html, '', undefined, [1], 'null'].map((body) =>
				answerFits('object', 200, body),
			),
		).toEqual([true, true, false, false, false, false, false]);
		expect(
			[{ results: [] }, { results: {} }, {}, html].map((body) => answerFits('page', 200, body)),
		).toEqual([true, false, false, false]);
		expect(
			[{ results: [] }, { results: [], errors: [] }, { results: [], errors: {} }, {}].map((body) =>
				answerFits('batch', 207, body),
			),
		).toEqual([true, true, false, false]);
		expect([
			answerFits('noContent', 204, undefined),
			answerFits('noContent', 204, ''),
			answerFits('noContent', 200, ''),
			answerFits('noContent', 200, html),
			answerFits('noContent', 204, {}),
		]).toEqual([true, true, false, false, false]);
		expect(
			[undefined, '', {}, html, [1]].map((body) => answerFits('acknowledgement', 200, body)),
		).toEqual([true, true, true, false, false]);
		expect([
			answerFits('batchOrNoContent', 204, undefined),
			answerFits('batchOrNoContent', 200, { results: [] }),
			answerFits('batchOrNoContent', 200, {}),
			answerFits('batchOrNoContent', 200, html),
		]).toEqual([true, true, false, false]);
		const status = { fields: ['statusId', 'status'] } as const;
		expect(
			[
				{ statusId: 'a', status: 'PENDING' },
				{ statusId: 'a' },
				{ statusId: 'a', status: null },
				{},
			].map((body) => answerFits(status, 200, body)),
		).toEqual([true, false, false, false]);
	});

	it('says what was expected', () => {
		expect(describeShape('page')).toBe('a JSON object with a "results" list');
		expect(describeShape('noContent')).toBe('HTTP 204 with no body');
		expect(describeShape({ fields: ['statusId', 'status'] })).toBe(
			'a JSON object with "statusId", "status"',
		);
	});

	it('shows the first bytes of a body on one line, secrets hidden', () => {
		expect(bodyExcerpt('')).toBe('an empty body');
		expect(bodyExcerpt('<html>\n  <body>Sign in</body>')).toBe(
			'a body beginning "<html> <body>Sign in</body>"',
		);
		expect(bodyExcerpt('x'.repeat(500))).toBe(`a body beginning "${'x'.repeat(120)}…"`);
		expect(
			bodyExcerpt(
				'{"token_type":"bearer","access_token":"CJSP5qf1KhICAQEYs-gDIIGOBii1hQIyGQAf3xBKmlwHjX7OIpuIFEavB2-qYAGQsF4',
			),
		).toBe('a body beginning "{\\"token_type\\":\\"bearer\\",\\"access_token\\":\\"[hidden]"');
		expect(bodyExcerpt({ refresh_token: 'secret-refresh', ok: 1 })).not.toContain('secret-refresh');
	});
});
