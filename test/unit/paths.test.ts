/**
 * @apiVersionModes latest — it gives `versionFor` each setting itself.
 */
import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import {
	ENDPOINTS,
	templateOf,
	versionFor,
	type Endpoint,
} from '../../nodes/shared/transport/endpoints';
import { DATE_VERSIONS, NEWEST_VERSION } from '../../nodes/shared/transport/apiVersions';
import { fillPath, pathSegment } from '../../nodes/shared/transport/paths';

const ctx = { getNode: () => ({ name: 'HubSpot' }) as INode };
const refusal = (value: unknown, itemIndex?: number) => {
	try {
		pathSegment(ctx, value, 'Record ID', itemIndex);
	} catch (error) {
		return error instanceof NodeOperationError
			? error.message
			: `not a NodeOperationError: ${String(error)}`;
	}
	return 'accepted';
};

describe('pathSegment', () => {
	it('encodes a value so it stays one segment', () => {
		expect(pathSegment(ctx, 'a/b c?d#e', 'Record ID', 0)).toBe('a%2Fb%20c%3Fd%23e');
		expect(pathSegment(ctx, '../x', 'Record ID', 0)).toBe('..%2Fx');
		expect(pathSegment(ctx, 12345, 'Record ID', 0)).toBe('12345');
		expect(
			fillPath('/crm/objects/2026-09/{objectType}/{recordId}', {
				objectType: pathSegment(ctx, '0-3', 'Object Type'),
				recordId: pathSegment(ctx, 'a/b', 'Record ID'),
			}),
		).toBe('/crm/objects/2026-09/0-3/a%2Fb');
	});

	it('refuses empty values and dot segments, also encoded once or twice, naming field and item', () => {
		expect(refusal('', 3)).toBe('Record ID: must not be empty (item 3)');
		expect(refusal('   ', 3)).toBe('Record ID: must not be empty (item 3)');
		expect(refusal(undefined, 0)).toBe('Record ID: must not be empty (item 0)');
		expect(refusal({}, 0)).toBe('Record ID: must not be empty (item 0)');
		for (const value of ['.', '..', '%2e', '%2E%2e', '%252e%252e', ' .. ']) {
			expect(refusal(value, 1)).toBe(`Record ID: "${value}" cannot be part of a URL path (item 1)`);
		}
		expect(refusal('..', undefined)).toBe('Record ID: ".." cannot be part of a URL path');
		expect(refusal('...', 0)).toBe('accepted');
	});
});

describe('the endpoint table', () => {
	it('Latest takes the newest date version of each endpoint, an older one where it has not the newest, legacy where there is none', () => {
		expect(templateOf(ENDPOINTS.crmBatchRead, versionFor(ENDPOINTS.crmBatchRead, 'latest'))).toBe(
			`/crm/objects/${NEWEST_VERSION}/{objectType}/batch/read`,
		);
		expect(templateOf(ENDPOINTS.hubDbRowDraft, versionFor(ENDPOINTS.hubDbRowDraft, 'latest'))).toBe(
			'/cms/hubdb/2026-03/tables/{tableIdOrName}/rows/{rowId}/draft',
		);
		expect(
			templateOf(ENDPOINTS.singleSendStatus, versionFor(ENDPOINTS.singleSendStatus, 'latest')),
		).toBe('/marketing/v3/email/send-statuses/{statusId}');
		expect(versionFor(ENDPOINTS.eventDefinitions, '2026-03')).toBe('2026-03');
		expect(versionFor(ENDPOINTS.singleSendStatus, '2026-03')).toBe('legacy');
		expect(versionFor(ENDPOINTS.crmRecords, 'legacy')).toBe('legacy');
	});

	it('has every path start with a slash and name only placeholders the date versions share with legacy', () => {
		for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
			const placeholders = (template: string) =>
				[...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
			const templates = [
				(endpoint as Endpoint).legacy,
				...DATE_VERSIONS.map((version) => (endpoint as Endpoint)[version]),
			].filter((t): t is string => t !== undefined);
			for (const template of templates) {
				expect({ name, template, slash: template.startsWith('/') }).toEqual({
					name,
					template,
					slash: true,
				});
			}
			// Introspection and revocation take the token in the body: their date paths have no placeholder.
			if (name.startsWith('oauth')) continue;
			for (const template of templates)
				expect({ name, placeholders: placeholders(template) }).toEqual({
					name,
					placeholders: placeholders(endpoint.legacy),
				});
		}
	});
});
