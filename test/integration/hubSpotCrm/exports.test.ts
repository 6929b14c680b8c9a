/** @apiVersionModes all */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { jsonOf, pairs, useEmptySandbox } from '../../harness/crmSandbox';
import { oauth2Data, type IssuedToken } from '../../harness/sandboxCredentials';
import { parseCsv } from '../../sandbox/csv';
import { xlsxRows } from '../../sandbox/xlsx';
import { unzip } from '../../sandbox/zip';

describe('CRM exports through the engine against the sandbox', () => {
	const state = useEmptySandbox();
	const run = async (parameters: INodeParameters, input: IDataObject[] = [{}]) =>
		await state.sb.run({ resource: 'export', objectType: 'contacts', ...parameters }, input);
	const exportRecords = (parameters: INodeParameters = {}) =>
		run({
			operation: 'create',
			exportProperties: ['email', 'firstname'],
			output: 'items',
			...parameters,
		});
	const starts = async () =>
		(await state.sb.requests()).filter(
			(r) => r.method === 'POST' && r.path === pathIn(ENDPOINTS.crmExportStart),
		);

	beforeEach(async () => {
		await state.sb.control('PUT', 'config', { exportStartDelayMs: 0 });
	});

	it('exports every record of a type and streams the file out as items, one per record', async () => {
		const ids = await state.sb.seed('contacts', 230, { firstname: 'Ada, "the first"' });
		const result = await exportRecords();
		expect(result.error).toBeUndefined();
		const rows = jsonOf(result);
		const stored = await state.sb.records('contacts', ids, ['email', 'firstname']);
		expect(rows).toEqual(
			ids.map((id) => ({
				hs_object_id: id,
				email: stored.get(id)!.email,
				firstname: 'Ada, "the first"',
			})),
		);
		expect(new Set(pairs(result))).toEqual(new Set([0]));
		expect((await starts())[0].body).toMatchObject({
			exportType: 'VIEW',
			format: 'CSV',
			objectType: '0-1',
			objectProperties: ['email', 'firstname'],
			exportInternalValuesOptions: ['NAMES', 'VALUES'],
		});
	}, 30_000);

	it('exports the records the filters match to a CSV file in binary data, labels as headers', async () => {
		const ids = await state.sb.seed('contacts', 20);
		await state.sb.call('PATCH', `/crm/v3/objects/contacts/${ids[3]}`, {
			properties: { firstname: 'Grace' },
		});
		const result = await run({
			operation: 'create',
			exportProperties: ['email', 'firstname'],
			filterGroups: {
				groups: [
					{
						filters: {
							conditions: [{ propertyName: 'firstname', operator: 'EQ', value: 'Grace' }],
						},
					},
				],
			},
			options: { values: 'labels', exportName: 'Customers', binaryPropertyName: 'file' },
		});
		expect(result.error).toBeUndefined();
		const [item] = result.items;
		expect(item.json).toMatchObject({ status: 'COMPLETE' });
		expect(item.json.result).toBeUndefined();
		expect(item.binary!.file).toMatchObject({ fileName: 'Customers.csv', mimeType: 'text/csv' });
		const text = (await Container.get(BinaryDataService).getAsBuffer(item.binary!.file)).toString();
		const email = (await state.sb.records('contacts', [ids[3]], ['email'])).get(ids[3])!.email;
		expect(text).toBe(`Record ID,Email,First Name\r\n${ids[3]},${email},Grace\r\n`);
	}, 30_000);

	const binaryExport = async (parameters: INodeParameters) => {
		const result = await run({
			operation: 'create',
			exportProperties: ['email', 'firstname'],
			options: { exportName: 'Customers' },
			...parameters,
		});
		expect(result.error).toBeUndefined();
		const file = result.items[0].binary!.data;
		return { file, bytes: await Container.get(BinaryDataService).getAsBuffer(file) };
	};
	/** The rows the sandbox's contacts export to: internal names as headers, then a row per record. */
	const exportedRows = async (ids: string[]) => {
		const stored = await state.sb.records('contacts', ids, ['email', 'firstname']);
		return ids.map((id) => [id, String(stored.get(id)!.email), String(stored.get(id)!.firstname)]);
	};
	const HEADER = ['hs_object_id', 'email', 'firstname'];

	it('exports to an Excel workbook delivered as an .xlsx binary file', async () => {
		const ids = await state.sb.seed('contacts', 4, { firstname: 'Ada & <Lovelace>' });
		const { file, bytes } = await binaryExport({ format: 'XLSX' });
		expect(file).toMatchObject({
			fileName: 'Customers.xlsx',
			mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
		});
		expect(xlsxRows(bytes)).toEqual([HEADER, ...(await exportedRows(ids))]);
	}, 30_000);

	it('past the rows a file holds, delivers one zip of files, each with the header', async () => {
		const ids = await state.sb.seed('contacts', 5);
		await state.sb.control('PUT', 'config', { exportRowsPerFile: 2 });
		const rows = await exportedRows(ids);
		const parts = [rows.slice(0, 2), rows.slice(2, 4), rows.slice(4)];

		const csv = await binaryExport({});
		expect(csv.file).toMatchObject({ fileName: 'Customers.zip', mimeType: 'application/zip' });
		expect(unzip(csv.bytes).map((e) => [e.name, parseCsv(e.data.toString())])).toEqual(
			parts.map((part, i) => [`Customers-${i + 1}.csv`, [HEADER, ...part]]),
		);

		const xlsx = await binaryExport({ format: 'XLSX' });
		expect(xlsx.file).toMatchObject({ fileName: 'Customers.zip', mimeType: 'application/zip' });
		expect(unzip(xlsx.bytes).map((e) => [e.name, xlsxRows(e.data)])).toEqual(
			parts.map((part, i) => [`Customers-${i + 1}.xlsx`, [HEADER, ...part]]),
		);
	}, 30_000);

	it('to items, a zip of files fails as soon as it arrives, naming the Binary File output', async () => {
		await state.sb.seed('contacts', 3);
		await state.sb.control('PUT', 'config', { exportRowsPerFile: 2 });
		const result = await exportRecords();
		expect(result.error?.name).toBe('NodeOperationError');
		expect(result.error?.message).toMatch(/as a zip of files .*cannot read as rows/);
		expect(result.error?.description).toMatch(/Choose the Binary File output/);
		expect(await starts()).toHaveLength(1);
	}, 30_000);

	it('exports the members of a list', async () => {
		const ids = await state.sb.seed('contacts', 10);
		const { body: created } = await state.sb.call<{ list: { listId: string } }>(
			'POST',
			'/crm/v3/lists',
			{ name: 'Export me', objectTypeId: '0-1', processingType: 'MANUAL' },
		);
		await state.sb.call('PUT', `/crm/v3/lists/${created.list.listId}/memberships/add`, [
			ids[2],
			ids[5],
		]);
		const result = await exportRecords({ exportOf: 'LIST', listId: created.list.listId });
		expect(result.error).toBeUndefined();
		expect(jsonOf(result).map((r) => r.hs_object_id)).toEqual([ids[2], ids[5]]);
	}, 30_000);

	it('returns the task at once; Get Status gives a download link that expires', async () => {
		await state.sb.seed('contacts', 5);
		const [{ taskId }] = jsonOf(await exportRecords({ output: 'task' }));
		await new Promise((resolve) => setTimeout(resolve, 50));
		const [status] = jsonOf(await run({ operation: 'getStatus', taskId: String(taskId) }));
		expect(status).toMatchObject({ taskId, status: 'COMPLETE', result: expect.any(String) });
		expect((await fetch(String(status.result))).status).toBe(200);
		await state.sb.control('POST', 'clock', { advanceMs: 6 * 60_000 });
		expect((await fetch(String(status.result))).status).toBe(403);
	});

	it('through an OAuth app installed by a user who is no Super Admin, the export is refused and the error says what to do', async () => {
		await state.sb.seed('contacts', 3);
		const pair = await state.sb.control<IssuedToken>('POST', 'tokens', {
			scopes: ['oauth', 'crm.export', 'crm.objects.contacts.read'],
		});
		state.sb.engine.credentials.add({
			id: 'exportsOAuth',
			name: 'exports OAuth',
			type: 'hubSpotPlatformOAuth2Api',
			data: oauth2Data(state.sb.baseUrl, ['oauth'], pair),
		});
		const viaOAuth = async () =>
			await state.sb.run(
				{
					resource: 'export',
					objectType: 'contacts',
					authentication: 'oAuth2',
					operation: 'create',
					exportProperties: ['email'],
					output: 'items',
				},
				[{}],
				{ credentials: { hubSpotPlatformOAuth2Api: 'exportsOAuth' } },
			);
		expect(jsonOf(await viaOAuth())).toHaveLength(3);

		await state.sb.control('PUT', 'config', { installerIsSuperAdmin: false });
		const refused = await viaOAuth();
		expect(refused.error?.name).toBe('NodeApiError');
		expect(refused.error?.description).toMatch(
			/only when the user who connected it is a Super Admin.*reconnect the credential signed in as a Super Admin.*private app/s,
		);
		// A private app is bound to no user: its export goes through.
		expect(jsonOf(await exportRecords())).toHaveLength(3);
		await state.sb.control('PUT', 'config', { installerIsSuperAdmin: true });
	}, 30_000);

	it.each<[string, INodeParameters, RegExp]>([
		['items from an Excel file', { format: 'XLSX' }, /Output.*CSV files only/s],
		['no properties', { exportProperties: [] }, /Properties.*at least one property/s],
		['a list without its ID', { exportOf: 'LIST', listId: '' }, /List ID/],
	])('refuses %s before any request', async (_case, parameters, message) => {
		const result = await exportRecords(parameters);
		expect(result.error?.name).toBe('NodeOperationError');
		expect(result.error?.message).toMatch(message);
		expect(await starts()).toHaveLength(0);
	});
});
