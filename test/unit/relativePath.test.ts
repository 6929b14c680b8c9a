import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { customEndpoint, templateOf, versionFor } from '../../nodes/shared/transport/endpoints';
import { relativePath } from '../../nodes/shared/transport/paths';

const ctx = { getNode: () => ({ name: 'HubSpot' }) as INode };
const refusal = (value: unknown) => {
	try {
		relativePath(ctx, value, 'Path', 2);
	} catch (error) {
		return error instanceof NodeOperationError
			? error.message
			: `not a NodeOperationError: ${String(error)}`;
	}
	return 'accepted';
};

describe('relativePath', () => {
	it('keeps a path under the base URL: leading slash added, trailing one dropped, each segment encoded once', () => {
		expect(relativePath(ctx, 'crm/v3/objects/contacts/', 'Path')).toBe('/crm/v3/objects/contacts');
		expect(relativePath(ctx, '/cms/v3/hubdb/tables/my%20table/rows', 'Path')).toBe(
			'/cms/v3/hubdb/tables/my%20table/rows',
		);
		expect(relativePath(ctx, '@evil.example/x', 'Path')).toBe('/%40evil.example/x');
		expect(relativePath(ctx, '/crm/v3/objects/contacts/{id}', 'Path')).toBe(
			'/crm/v3/objects/contacts/%7Bid%7D',
		);
	});

	it('refuses what could leave the base URL or its path, naming the field and the item', () => {
		expect(refusal('http://evil.example')).toBe(
			'Path: must be a path relative to the credential\'s API base URL (such as /crm/v3/objects/contacts), not "http://evil.example" (item 2)',
		);
		for (const value of ['//evil.example', 'mailto:x@y.z', '/a\\b', 'data:text/html,x'])
			expect(refusal(value)).toMatch(/relative to the credential's API base URL/);
		expect(refusal('/crm/v3/./objects')).toBe('Path: "." cannot be part of a URL path (item 2)');
		expect(refusal('/crm/%2E%2E')).toBe('Path: ".." cannot be part of a URL path (item 2)');
		expect(refusal('/crm/%255c')).toBe(
			'Path: "%255c" hides a "/" or "\\" in percent-encoding (item 2)',
		);
		expect(refusal('/crm/%zz')).toBe('Path: "%zz" is not valid percent-encoding (item 2)');
		expect(refusal('/crm/v3 /x')).toBe(
			'Path: must not contain spaces or control characters (item 2)',
		);
		for (const control of ['\u0000', '\u001f', '\u007f', '\u0090'])
			expect(refusal(`/crm/v3${control}/x`)).toBe(
				'Path: must not contain spaces or control characters (item 2)',
			);
		expect(refusal('/crm#x')).toBe(
			'Path: must not hold a query or fragment: put query parameters in "Query Parameters" (item 2)',
		);
		expect(refusal('')).toBe('Path: must be a path such as /crm/v3/objects/contacts (item 2)');
		expect(refusal({ path: '/x' })).toBe(
			'Path: must be a path such as /crm/v3/objects/contacts (item 2)',
		);
	});

	it('a custom endpoint is sent on its own path in every API version, taking any JSON answer', () => {
		const endpoint = customEndpoint(relativePath(ctx, '/crm/v3/owners', 'Path'), 'GET');
		for (const setting of ['latest', '2026-03', 'legacy'] as const)
			expect(templateOf(endpoint, versionFor(endpoint, setting))).toBe('/crm/v3/owners');
		expect(endpoint.answers).toEqual({ GET: 'json' });
	});

	it("a custom endpoint is search-limited exactly when it is a POST to a form of the table's CRM search paths", () => {
		const limited = (path: string, method: 'GET' | 'POST' = 'POST') =>
			customEndpoint(relativePath(ctx, path, 'Path'), method).limit === 'search';
		for (const path of [
			'/crm/v3/objects/contacts/search',
			'/crm/objects/2026-03/deals/search',
			'/crm/objects/2026-09/2-123456/search',
			'/crm/objects/v3/projects/search',
		]) {
			expect([path, limited(path)]).toEqual([path, true]);
		}
		for (const path of [
			'/crm/v3/lists/search',
			'/crm/v3/objects/contacts',
			'/crm/v3/objects/contacts/search/extra',
		])
			expect([path, limited(path)]).toEqual([path, false]);
		expect(limited('/crm/v3/objects/contacts/search', 'GET')).toBe(false);
	});
});
