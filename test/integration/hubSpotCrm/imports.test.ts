/** @apiVersionModes all */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { pathIn } from '../../harness/apiVersions';
import { jsonOf, pairs, useEmptySandbox } from '../../harness/crmSandbox';
import { xlsxOf } from '../../sandbox/xlsx';
import type { NodeRunResult } from '../../harness/engine';
import type { BinaryItemSpec } from '../../harness/nodes/BinarySource.node';

/** A CSV of `count` contacts; the rows named in `bad` carry the faults HubSpot reports per row. */
function contactsCsv(
	count: number,
	bad: Record<number, 'email' | 'date' | 'columns'> = {},
): string {
	const lines = ['Email Address,First Name,Birth Date'];
	for (let i = 0; i < count; i++) {
		const fault = bad[i];
		if (fault === 'columns') lines.push(`person${i}@example.com,Person ${i}`);
		else
			lines.push(
				`${fault === 'email' ? `person${i}-at-example.com` : `person${i}@example.com`},"Person, ${i}",${fault === 'date' ? '31/31/1990' : '05/17/1990'}`,
			);
	}
	return `${lines.join('\r\n')}\r\n`;
}

const MAPPINGS = {
	mapping: [
		{ column: 'Email Address', property: 'email' },
		{ column: 'First Name', property: 'firstname' },
		{ column: 'Birth Date', property: 'date_of_birth' },
	],
};

describe('CRM imports through the engine against the sandbox', () => {
	const state = useEmptySandbox();
	const run = async (
		parameters: INodeParameters,
		input: BinaryItemSpec[] | IDataObject[],
		continueOnFail = false,
	): Promise<NodeRunResult> =>
		await state.sb.engine.runNode(
			{
				type: 'hubSpotCrm',
				parameters: {
					authentication: 'appToken',
					resource: 'import',
					objectType: 'contacts',
					...parameters,
				},
				credentials: { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail,
			},
			input as IDataObject[],
			input.some((item) => 'files' in item) ? 'binarySource' : 'itemsSource',
		);
	const csvFile = (text: string, fileName = 'contacts.csv') => [
		{ files: { data: { fileName, mimeType: 'text/csv', text } } },
	];
	/** Every contact's email and first name, by email. */
	const contacts = async (): Promise<Map<string, IDataObject>> => {
		const found = new Map<string, IDataObject>();
		let after = '';
		do {
			const { body } = await state.sb.call<{
				results: Array<{ properties: IDataObject }>;
				paging?: { next?: { after: string } };
			}>(
				'GET',
				`/crm/v3/objects/contacts?limit=100&properties=email,firstname,date_of_birth${after ? `&after=${after}` : ''}`,
			);
			for (const r of body.results) found.set(String(r.properties.email), r.properties);
			after = body.paging?.next?.after ?? '';
		} while (after);
		return found;
	};
	const posts = async () =>
		(await state.sb.requests()).filter(
			(r) => r.method === 'POST' && r.path === pathIn(ENDPOINTS.crmImports),
		);

	it('imports a CSV file, waits for it, and the row errors come back with their rows', async () => {
		const bad = { 7: 'email', 42: 'date', 199: 'columns' } as const;
		const created = await run(
			{ operation: 'create', source: 'binary', columnMappings: MAPPINGS, dedupProperty: 'email' },
			csvFile(contactsCsv(300, bad)),
		);
		expect(created.error).toBeUndefined();
		const [done] = jsonOf(created);
		expect(done).toMatchObject({
			state: 'DONE',
			metadata: { counters: { TOTAL_ROWS: 300, CREATED_OBJECTS: 297, ERRORS: 3 } },
		});
		const requestJson = JSON.parse(String(done.importRequestJson)) as IDataObject;
		expect(requestJson).toMatchObject({
			importOperations: { '0-1': 'UPSERT' },
			dateFormat: 'MONTH_DAY_YEAR',
			files: [
				{
					fileName: 'contacts.csv',
					fileFormat: 'CSV',
					fileImportPage: {
						hasHeader: true,
						columnMappings: [
							{ columnName: 'Email Address', propertyName: 'email', columnObjectTypeId: '0-1' },
							{ columnName: 'First Name', propertyName: 'firstname', columnObjectTypeId: '0-1' },
							{
								columnName: 'Birth Date',
								propertyName: 'date_of_birth',
								columnObjectTypeId: '0-1',
							},
						],
					},
				},
			],
		});
		const stored = await contacts();
		expect(stored.size).toBe(297);
		expect(stored.get('person8@example.com')).toMatchObject({
			firstname: 'Person, 8',
			date_of_birth: '1990-05-17',
		});

		const errors = await run(
			{ operation: 'getErrors', importId: String(done.id), returnAll: true },
			[{}],
		);
		expect(
			jsonOf(errors).map((e) => [
				e.errorType,
				(e.sourceData as IDataObject).lineNumber,
				((e.sourceData as IDataObject).rowData as string[])[0],
			]),
		).toEqual([
			['INVALID_EMAIL', 9, 'person7-at-example.com'],
			['COULD_NOT_PARSE_DATE', 44, 'person42@example.com'],
			['INCORRECT_NUMBER_OF_COLUMNS', 201, 'person199@example.com'],
		]);
	}, 30_000);

	it('imports the input items as one CSV file and pairs each row error with its item', async () => {
		await state.sb.call('POST', '/crm/v3/objects/contacts', {
			properties: { email: 'person3@example.com', firstname: 'Old' },
		});
		const items: IDataObject[] = Array.from({ length: 250 }, (_, i) => ({
			email: i === 100 ? 'not-an-address' : `person${i}@example.com`,
			firstname: `Person "${i}"`,
			date_of_birth: i === 200 ? 'yesterday' : '1990-05-17',
			ignored: 'not a column',
		}));
		const result = await run(
			{
				operation: 'create',
				source: 'items',
				itemProperties: ['email', 'firstname', 'date_of_birth'],
				dedupProperty: 'email',
			},
			items,
		);
		expect(result.error).toBeUndefined();
		expect(await posts()).toHaveLength(1);
		const [summary, ...errors] = jsonOf(result);
		expect(summary).toMatchObject({
			state: 'DONE',
			metadata: { counters: { CREATED_OBJECTS: 247, UPDATED_OBJECTS: 1, ERRORS: 2 } },
		});
		expect(errors.map((e) => [e.errorType, e.item])).toEqual([
			['INVALID_EMAIL', 100],
			['COULD_NOT_PARSE_DATE', 200],
		]);
		expect(pairs(result)).toEqual([0, 100, 200]);
		expect((await contacts()).get('person3@example.com')).toMatchObject({
			firstname: 'Person "3"',
		});
	}, 30_000);

	it('returns the import at once without waiting; Get Status, Get Many and Cancel read and stop it', async () => {
		await state.sb.control('PUT', 'config', { importStartDelayMs: 60_000 });
		const started = await run(
			{
				operation: 'create',
				source: 'binary',
				columnMappings: MAPPINGS,
				options: { waitForCompletion: false, importName: 'Nightly' },
			},
			csvFile(contactsCsv(20)),
		);
		const [imported] = jsonOf(started);
		expect(imported).toMatchObject({ state: 'STARTED', importName: 'Nightly' });
		const status = await run({ operation: 'getStatus', importId: String(imported.id) }, [{}]);
		expect(jsonOf(status)[0]).toMatchObject({ id: imported.id, state: 'STARTED' });
		const many = await run({ operation: 'getMany', returnAll: true }, [{}]);
		expect(jsonOf(many).map((i) => i.id)).toEqual([imported.id]);
		const canceled = await run({ operation: 'cancel', importId: String(imported.id) }, [{}]);
		expect(jsonOf(canceled)[0]).toMatchObject({ status: 'CANCELED' });
		const after = await run({ operation: 'getStatus', importId: String(imported.id) }, [{}]);
		expect(jsonOf(after)[0]).toMatchObject({ state: 'CANCELED' });
		expect((await contacts()).size).toBe(0);
	});

	it('stops waiting after Max Wait and returns the import, which goes on in HubSpot', async () => {
		await state.sb.control('PUT', 'config', { importStartDelayMs: 60_000 });
		const result = await run(
			{
				operation: 'create',
				source: 'binary',
				columnMappings: MAPPINGS,
				options: { maxWaitSeconds: 1 },
			},
			csvFile(contactsCsv(5)),
		);
		expect(jsonOf(result)[0]).toMatchObject({ state: 'STARTED', timedOut: true });
	});

	const xlsxFile = (bytes: Buffer, fileName = 'contacts.xlsx') => [
		{
			files: {
				data: {
					fileName,
					mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
					base64: bytes.toString('base64'),
				},
			},
		},
	];

	it("imports an Excel workbook as a spreadsheet: its first sheet's rows as CSV rows are", async () => {
		const header = ['Email Address', 'First Name', 'Birth Date'];
		const rows = [
			['ada@example.com', 'Ada & "Lovelace"', '12/10/1815'],
			['grace@example.com', 'Grace', ''],
			// A numeric cell: HubSpot reads its value as text.
			['alan@example.com', 1912, '06/23/1912'],
		];
		await state.sb.control('PUT', 'config', { importStartDelayMs: 0 });
		const result = await run(
			{ operation: 'create', source: 'binary', columnMappings: MAPPINGS, dedupProperty: 'email' },
			xlsxFile(xlsxOf([header, ...rows])),
		);
		expect(result.error).toBeUndefined();
		const [done] = jsonOf(result);
		expect(done).toMatchObject({
			state: 'DONE',
			metadata: { counters: { TOTAL_ROWS: 3, CREATED_OBJECTS: 3, ERRORS: 0 } },
		});
		expect(JSON.parse(String(done.importRequestJson))).toMatchObject({
			files: [{ fileName: 'contacts.xlsx', fileFormat: 'SPREADSHEET' }],
		});
		const stored = await contacts();
		expect([...stored.values()].map((c) => [c.email, c.firstname, c.date_of_birth])).toEqual([
			['ada@example.com', 'Ada & "Lovelace"', '1815-12-10'],
			['grace@example.com', 'Grace', null],
			['alan@example.com', '1912', '1912-06-23'],
		]);
	});

	it("an Excel file's header is HubSpot's to check: a mapped column it lacks refuses the import", async () => {
		const result = await run(
			{ operation: 'create', source: 'binary', columnMappings: MAPPINGS },
			xlsxFile(
				xlsxOf([
					['Email Address', 'First Name'],
					['ada@example.com', 'Ada'],
				]),
			),
		);
		expect(result.error?.name).toBe('NodeApiError');
		expect(result.error?.message).toMatch(/Column "Birth Date" is not in the file's header/);
		expect(await posts()).toHaveLength(1);
	});

	it('a file named .xlsx that is no workbook is refused by HubSpot', async () => {
		const notZip = Buffer.from('Email Address\r\nada@example.com\r\n');
		const result = await run(
			{ operation: 'create', source: 'binary', columnMappings: MAPPINGS },
			xlsxFile(notZip),
		);
		expect(result.error?.name).toBe('NodeApiError');
		expect(result.error?.message).toMatch(/not a spreadsheet/);
		expect(await posts()).toHaveLength(1);
	});

	/** The companies associated with each contact (by email), with their labels, read through v4. */
	const companiesOf = async (): Promise<Map<string, string[]>> => {
		const { body } = await state.sb.call<{
			results: Array<{ id: string; properties: IDataObject }>;
		}>('GET', '/crm/v3/objects/contacts?limit=100&properties=email');
		const { body: read } = await state.sb.call<{
			results: Array<{
				from: { id: string };
				to: Array<{ toObjectId: number; associationTypes: Array<{ label: string | null }> }>;
			}>;
		}>('POST', '/crm/associations/2026-03/contacts/companies/batch/read', {
			inputs: body.results.map((r) => ({ id: r.id })),
		});
		const { body: companies } = await state.sb.call<{
			results: Array<{ id: string; properties: IDataObject }>;
		}>('GET', '/crm/v3/objects/companies?limit=100&properties=domain');
		const domainOf = new Map(companies.results.map((c) => [c.id, String(c.properties.domain)]));
		const emailOf = new Map(body.results.map((r) => [r.id, String(r.properties.email)]));
		return new Map(
			read.results.map((r) => [
				String(emailOf.get(r.from.id)),
				r.to.map(
					(to) =>
						`${domainOf.get(String(to.toObjectId))}${to.associationTypes
							.map((t) => (t.label ? `:${t.label}` : ''))
							.join('')}`,
				),
			]),
		);
	};
	const COMPANY_MAPPINGS = {
		mapping: [
			{ column: 'Company Name', property: 'name' },
			{ column: 'Company Domain', property: 'domain' },
		],
	};

	it('imports contacts and their companies from one file: the records of a row are associated', async () => {
		const text = [
			'Email Address,First Name,Company Name,Company Domain',
			'ada@example.com,Ada,Analytical,analytical.example',
			'bob@example.com,Bob,Builders,builders.example',
			'cy@example.com,Cy,Analytical,analytical.example',
		].join('\r\n');
		const result = await run(
			{
				operation: 'create',
				source: 'binary',
				columnMappings: {
					mapping: [
						{ column: 'Email Address', property: 'email' },
						{ column: 'First Name', property: 'firstname' },
					],
				},
				associateWith: 'sameFile',
				associatedObjectType: 'companies',
				associatedColumnMappings: COMPANY_MAPPINGS,
			},
			csvFile(text),
		);
		expect(result.error).toBeUndefined();
		const [done] = jsonOf(result);
		expect(done).toMatchObject({
			state: 'DONE',
			mappedObjectTypeIds: ['0-1', '0-2'],
			// Three contacts, two companies, and the third row updates the first row's company.
			metadata: { counters: { CREATED_OBJECTS: 5, UPDATED_OBJECTS: 1, ERRORS: 0 } },
		});
		const request = JSON.parse(String(done.importRequestJson)) as IDataObject;
		expect(request).toMatchObject({
			importOperations: { '0-1': 'UPSERT', '0-2': 'UPSERT' },
			files: [
				{
					fileImportPage: {
						columnMappings: [
							{ columnName: 'Email Address', columnObjectTypeId: '0-1', propertyName: 'email' },
							{ columnName: 'First Name', columnObjectTypeId: '0-1', propertyName: 'firstname' },
							{ columnName: 'Company Name', columnObjectTypeId: '0-2', propertyName: 'name' },
							{ columnName: 'Company Domain', columnObjectTypeId: '0-2', propertyName: 'domain' },
						],
					},
				},
			],
		});
		expect(Object.fromEntries(await companiesOf())).toEqual({
			'ada@example.com': ['analytical.example'],
			'bob@example.com': ['builders.example'],
			'cy@example.com': ['analytical.example'],
		});
	}, 30_000);

	it('imports contacts and companies from two files joined by a key column, labelled; a key no company has is a row error', async () => {
		const contactsText = [
			'Email Address,First Name,Company Key',
			'ada@example.com,Ada,C1',
			'bob@example.com,Bob,C2',
			'cy@example.com,Cy,C9',
			'dee@example.com,Dee,',
		].join('\r\n');
		const companiesText = [
			'Company Key,Company Name,Company Domain',
			'C1,Analytical,analytical.example',
			'C2,Builders,builders.example',
		].join('\r\n');
		const result = await run(
			{
				operation: 'create',
				source: 'binary',
				columnMappings: {
					mapping: [
						{ column: 'Email Address', property: 'email' },
						{ column: 'First Name', property: 'firstname' },
					],
				},
				associateWith: 'secondFile',
				associatedObjectType: 'companies',
				associatedBinaryPropertyName: 'companies',
				associationJoinColumn: 'Company Key',
				associationLabel: 'USER_DEFINED:36',
				associatedColumnMappings: COMPANY_MAPPINGS,
			},
			[
				{
					files: {
						data: { fileName: 'contacts.csv', mimeType: 'text/csv', text: contactsText },
						companies: { fileName: 'companies.csv', mimeType: 'text/csv', text: companiesText },
					},
				},
			],
		);
		expect(result.error).toBeUndefined();
		const [done] = jsonOf(result);
		expect(done).toMatchObject({
			state: 'DONE',
			metadata: { counters: { TOTAL_ROWS: 6, CREATED_OBJECTS: 6, ERRORS: 1 } },
		});
		const request = JSON.parse(String(done.importRequestJson)) as IDataObject;
		expect(request.files).toEqual([
			expect.objectContaining({
				fileName: 'contacts.csv',
				fileImportPage: expect.objectContaining({
					columnMappings: expect.arrayContaining([
						{
							columnName: 'Company Key',
							columnObjectTypeId: '0-1',
							propertyName: null,
							toColumnObjectTypeId: '0-2',
							foreignKeyType: { associationCategory: 'USER_DEFINED', associationTypeId: 36 },
						},
					]),
				}),
			}),
			expect.objectContaining({
				fileName: 'companies.csv',
				fileImportPage: expect.objectContaining({
					columnMappings: expect.arrayContaining([
						{
							columnName: 'Company Key',
							columnObjectTypeId: '0-2',
							propertyName: null,
							associationIdentifierColumn: true,
						},
					]),
				}),
			}),
		]);
		expect(Object.fromEntries(await companiesOf())).toEqual({
			'ada@example.com': ['analytical.example:Manager'],
			'bob@example.com': ['builders.example:Manager'],
		});
		const errors = await run(
			{ operation: 'getErrors', importId: String(done.id), returnAll: true },
			[{}],
		);
		expect(jsonOf(errors)).toEqual([
			expect.objectContaining({
				errorType: 'NO_OBJECT_ID_FROM_ASSOCIATION_IDENTIFIER',
				objectTypeId: '0-1',
				invalidValue: 'C9',
				sourceData: expect.objectContaining({ lineNumber: 4, pageName: 'contacts.csv' }),
			}),
		]);
	}, 30_000);

	it.each<[string, INodeParameters, BinaryItemSpec[] | IDataObject[], RegExp]>([
		[
			'a file that is neither CSV nor Excel',
			{ source: 'binary', columnMappings: MAPPINGS },
			[
				{
					files: { data: { fileName: 'contract.pdf', mimeType: 'application/pdf', text: '%PDF' } },
				},
			],
			/Input Binary Field.*item 0|item 0.*Input Binary Field|not a CSV or Excel/s,
		],
		[
			'a mapping naming an unknown property',
			{
				source: 'binary',
				columnMappings: { mapping: [{ column: 'Email Address', property: 'e_mail' }] },
			},
			[{ files: { data: { fileName: 'c.csv', mimeType: 'text/csv', text: contactsCsv(3) } } }],
			/"e_mail", which is no property of contacts/,
		],
		[
			'an update without the column that finds each record',
			{
				source: 'binary',
				importOperation: 'UPDATE',
				columnMappings: { mapping: [{ column: 'First Name', property: 'firstname' }] },
			},
			[{ files: { data: { fileName: 'c.csv', mimeType: 'text/csv', text: contactsCsv(3) } } }],
			/no column is mapped to "email"/,
		],
		[
			'a mapping naming a column the file lacks',
			{
				source: 'binary',
				columnMappings: { mapping: [{ column: 'E-mail', property: 'email' }] },
			},
			[{ files: { data: { fileName: 'c.csv', mimeType: 'text/csv', text: contactsCsv(3) } } }],
			/the file has no column "E-mail"/,
		],
		[
			'a mapping naming a read-only property',
			{
				source: 'binary',
				columnMappings: { mapping: [{ column: 'Email Address', property: 'createdate' }] },
			},
			[{ files: { data: { fileName: 'c.csv', mimeType: 'text/csv', text: contactsCsv(3) } } }],
			/"createdate" is read-only/,
		],
		[
			'a column mapped twice',
			{
				source: 'binary',
				columnMappings: {
					mapping: [
						{ column: 'Email Address', property: 'email' },
						{ column: 'Email Address', property: 'firstname' },
					],
				},
			},
			[{ files: { data: { fileName: 'c.csv', mimeType: 'text/csv', text: contactsCsv(3) } } }],
			/"Email Address" is mapped twice/,
		],
		[
			'a column mapped for both types of one file',
			{
				source: 'binary',
				columnMappings: MAPPINGS,
				associateWith: 'sameFile',
				associatedObjectType: 'companies',
				associatedColumnMappings: { mapping: [{ column: 'First Name', property: 'domain' }] },
			},
			[{ files: { data: { fileName: 'c.csv', mimeType: 'text/csv', text: contactsCsv(3) } } }],
			/"First Name" is mapped for both types/,
		],
		[
			'a key column also mapped to a property',
			{
				source: 'binary',
				columnMappings: MAPPINGS,
				associateWith: 'secondFile',
				associatedObjectType: 'companies',
				associatedBinaryPropertyName: 'companies',
				associationJoinColumn: 'Email Address',
				associatedColumnMappings: COMPANY_MAPPINGS,
			},
			[
				{
					files: {
						data: { fileName: 'c.csv', mimeType: 'text/csv', text: contactsCsv(3) },
						companies: {
							fileName: 'companies.csv',
							mimeType: 'text/csv',
							text: 'Company Name,Company Domain\r\nA,a.example\r\n',
						},
					},
				},
			],
			/Association Key Column.*"Email Address" is also mapped to a property/s,
		],
		[
			'a second file without the key column',
			{
				source: 'binary',
				columnMappings: MAPPINGS,
				associateWith: 'secondFile',
				associatedObjectType: 'companies',
				associatedBinaryPropertyName: 'companies',
				associationJoinColumn: 'Key',
				associatedColumnMappings: COMPANY_MAPPINGS,
			},
			[
				{
					files: {
						data: {
							fileName: 'c.csv',
							mimeType: 'text/csv',
							text: 'Email Address,First Name,Birth Date,Key\r\na@example.com,A,,K1\r\n',
						},
						companies: {
							fileName: 'companies.csv',
							mimeType: 'text/csv',
							text: 'Company Name,Company Domain\r\nA,a.example\r\n',
						},
					},
				},
			],
			/the file has no column "Key" \(companies.csv/,
		],
		[
			'an associated type equal to the object type',
			{
				source: 'binary',
				columnMappings: MAPPINGS,
				associateWith: 'sameFile',
				associatedObjectType: 'contacts',
				associatedColumnMappings: COMPANY_MAPPINGS,
			},
			[{ files: { data: { fileName: 'c.csv', mimeType: 'text/csv', text: contactsCsv(3) } } }],
			/choose a type other than the Object Type/,
		],
		[
			'items without any of the properties',
			{ source: 'items', itemProperties: ['email'] },
			[{ email: 'a@example.com' }, { mail: 'b@example.com' }],
			/item 1/,
		],
	])('refuses %s before any import request', async (_case, parameters, input, message) => {
		const result = await run({ operation: 'create', ...parameters }, input);
		expect(result.error?.name).toBe('NodeOperationError');
		expect(`${result.error?.message} ${result.error?.description ?? ''}`).toMatch(message);
		expect(await posts()).toHaveLength(0);
	});
});
