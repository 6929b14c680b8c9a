import axios, { type AxiosRequestConfig } from 'axios';
import { ACCOUNT } from '../account';
import { startSandbox, type RunningSandbox } from '../server';

/** The control route the scale test reads "every record written exactly once" from. */
describe('sandbox control: writes per record', () => {
	let sandbox: RunningSandbox;
	const auth: AxiosRequestConfig = {
		headers: { Authorization: `Bearer ${ACCOUNT.privateAppToken}` },
		validateStatus: () => true,
	};
	const url = (path: string) => `${sandbox.baseUrl}${path}`;

	beforeAll(async () => {
		sandbox = await startSandbox({
			port: 0,
			config: { seedPerType: 3, rateLimits: { enabled: false } as never },
		});
	});
	afterAll(async () => await sandbox.close());

	it('counts the API writes of a property per record, leaving the seed values out', async () => {
		const writes = async () =>
			(await axios.get(url('/__sandbox/crm/companies/writes?property=description'))).data;
		expect(await writes()).toEqual({ property: 'description', recordsByWriteCount: { 0: 3 } });
		const [first, second] = (await axios.get(url('/crm/v3/objects/companies?limit=2'), auth)).data
			.results as Array<{ id: string }>;
		const update = (id: string, description: string) =>
			axios.post(
				url('/crm/v3/objects/companies/batch/update'),
				{ inputs: [{ id, properties: { description } }] },
				auth,
			);
		expect((await update(first.id, 'one')).status).toBe(200);
		expect((await update(second.id, 'one')).status).toBe(200);
		expect((await update(second.id, 'two')).status).toBe(200);
		expect(await writes()).toEqual({
			property: 'description',
			recordsByWriteCount: { 0: 1, 1: 1, 2: 1 },
		});
		expect(
			(await axios.get(url('/__sandbox/crm/companies/writes'), { validateStatus: () => true }))
				.status,
		).toBe(400);
	});
});
