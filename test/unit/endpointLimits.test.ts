/**
 * @apiVersionModes latest — a unit test: it asks the endpoint table for every mode itself and sends nothing.
 */
import {
	ENDPOINTS,
	limitOf,
	versionFor,
	type Endpoint,
	type RateLimit,
} from '../../nodes/shared/transport/endpoints';

/** The limit an endpoint counts against under each setting of the credential. */
const limitsOf = (endpoint: Endpoint): RateLimit[] =>
	(['latest', '2026-03', 'legacy'] as const).map((setting) =>
		limitOf(endpoint, versionFor(endpoint, setting)),
	);

describe('which HubSpot limit an endpoint counts against (the endpoint table)', () => {
	it('none for the calls HubSpot exempts: every journal call, dated and v4 association batches', () => {
		const journal = Object.entries(ENDPOINTS as Record<string, Endpoint>).filter(
			([name]) => name.startsWith('journal') && name !== 'journalAppToken',
		);
		expect(journal.length).toBeGreaterThan(5);
		for (const [, endpoint] of journal)
			expect(limitsOf(endpoint)).toEqual(['none', 'none', 'none']);
		for (const endpoint of [
			ENDPOINTS.crmAssociationsBatchCreate,
			ENDPOINTS.crmAssociationsBatchCreateDefault,
			ENDPOINTS.crmAssociationsBatchArchive,
			ENDPOINTS.crmAssociationsBatchArchiveLabels,
		])
			expect(limitsOf(endpoint)).toEqual(['none', 'none', 'none']);
		// v3's batch read (legacy) is not exempt; its dated v4-shaped successors are.
		expect(limitsOf(ENDPOINTS.crmAssociationsBatchRead)).toEqual(['none', 'none', 'standard']);
	});

	it('the search limit for searches, the forms host its own, the standard one otherwise', () => {
		expect(limitsOf(ENDPOINTS.crmSearch)).toEqual(['search', 'search', 'search']);
		expect(limitsOf(ENDPOINTS.projectSearch)).toEqual(['search', 'search', 'search']);
		expect(limitsOf(ENDPOINTS.formSubmitPublic)).toEqual([
			'formsPublic',
			'formsPublic',
			'formsPublic',
		]);
		expect(limitsOf(ENDPOINTS.crmBatchUpdate)).toEqual(['standard', 'standard', 'standard']);
		expect(limitsOf(ENDPOINTS.crmAssociationLabels)).toEqual(['standard', 'standard', 'standard']);
		expect(limitsOf(ENDPOINTS.journalAppToken)).toEqual(['standard', 'standard', 'standard']);
	});
});
