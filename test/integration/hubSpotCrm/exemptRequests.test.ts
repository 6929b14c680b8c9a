/** @apiVersionModes all */
import { ENDPOINTS, limitOf, versionFor } from '../../../nodes/shared/transport/endpoints';
import { apiVersionMode } from '../../harness/apiVersions';
import { CrmSandbox } from '../../harness/crmSandbox';

/** A private app's 10-second window of three requests: full after one run of three reads. */
const LIMITS = {
	enabled: true,
	oauthPerTenSeconds: 110,
	privateAppPerTenSeconds: 3,
	searchPerSecond: 5,
	privateAppDaily: 250_000,
	windowMs: 10_000,
};

describe('HubSpot CRM: requests HubSpot exempts from its 10-second limit', () => {
	let sb: CrmSandbox;
	beforeAll(async () => (sb = await CrmSandbox.start({ rateLimits: LIMITS })));
	afterAll(async () => await sb.close());

	/** Fills the window: three record reads, whose answers tell the limiter no place is left. */
	async function fillWindow(ids: string[]): Promise<void> {
		const reads = await sb.run(
			{ operation: 'get', recordId: '={{ $json.id }}' },
			ids.slice(0, 3).map((id) => ({ id })),
		);
		expect(reads.error).toBeUndefined();
	}

	/** A company's contacts (a new company has none: HubSpot answers that item with an error). */
	async function readAssociations(id: string): Promise<number[]> {
		await sb.clearRequests();
		const read = await sb.run(
			{
				resource: 'association',
				operation: 'batchRead',
				fromObjectType: 'companies',
				toObjectType: 'contacts',
				recordId: id,
			},
			[{}],
			{ continueOnFail: true },
		);
		expect(read.items).toHaveLength(1);
		return (await sb.requests()).map((r) => r.status);
	}

	// Dated association batches (v4 shapes) are exempt; v3's batch read of the legacy mode is not.
	const exempt = limitOf(
		ENDPOINTS.crmAssociationsBatchRead,
		versionFor(ENDPOINTS.crmAssociationsBatchRead, apiVersionMode),
	);

	// Each mode registers the one test its requests answer to (no skipped test in any mode).
	if (exempt === 'none')
		it('sends an association batch read at once while the window is full, and HubSpot takes it', async () => {
			const ids = await sb.seed('companies', 3);
			await fillWindow(ids);
			const started = Date.now();
			const statuses = await readAssociations(ids[0]);
			// A queued read would wait for a place: 10 s after the first of the three.
			expect(Date.now() - started).toBeLessThan(3_000);
			expect(statuses).toHaveLength(1);
			expect(statuses).not.toContain(429);
		});
	else
		it('queues the legacy v3 association batch read, which counts in the window', async () => {
			const ids = await sb.seed('companies', 3);
			await fillWindow(ids);
			const started = Date.now();
			const statuses = await readAssociations(ids[0]);
			expect(Date.now() - started).toBeGreaterThan(5_000);
			expect(statuses).toHaveLength(1);
			expect(statuses).not.toContain(429);
		});
});
