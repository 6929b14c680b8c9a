/** @apiVersionModes all */
import type { Server } from 'node:http';
import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';
import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';
import { ENDPOINTS } from '../../../nodes/shared/transport/endpoints';
import { MAX_ATTEMPTS } from '../../../nodes/shared/transport/retryPolicy';
import { pathIn } from '../../harness/apiVersions';
import { useBinaryMode, type BinaryMode } from '../../harness/binaryData';
import { CrmSandbox, jsonOf, pairs } from '../../harness/crmSandbox';
import type { NodeRunResult } from '../../harness/engine';
import { fileBytes, sha256, type FileSpec } from '../../harness/fileBytes';
import { closeLoopbackServer, listenOnLoopback } from '../../harness/loopbackServer';
import type { BinaryItemSpec } from '../../harness/nodes/BinarySource.node';

const PDF: FileSpec = {
	fileName: 'contract.pdf',
	mimeType: 'application/pdf',
	size: 300_000,
	seed: 7,
};

/** The bytes of an output item's binary property, wherever the binary data mode keeps them. */
async function bytesOf(item: INodeExecutionData, property = 'data'): Promise<Buffer> {
	const binary = item.binary![property];
	return await Container.get(BinaryDataService).getAsBuffer(binary);
}

describe.each<BinaryMode>(['default', 'filesystem'])(
	'HubSpot Files through the engine against the sandbox (binary data mode %s)',
	(mode) => {
		let sb: CrmSandbox;
		let cleanUp: () => void;
		const run = async (
			parameters: INodeParameters,
			input: BinaryItemSpec[] | IDataObject[] = [{}],
			continueOnFail = false,
		): Promise<NodeRunResult> =>
			await sb.engine.runNode(
				{
					type: 'hubSpotFiles',
					parameters: { authentication: 'appToken', resource: 'file', ...parameters },
					credentials: { hubSpotPlatformAppTokenApi: 'app' },
					continueOnFail,
				},
				input as IDataObject[],
				input.some((item) => 'files' in item) ? 'binarySource' : 'itemsSource',
			);
		const upload = async (file: FileSpec, parameters: INodeParameters = {}) =>
			await run(
				{ operation: 'upload', folder: { mode: 'path', value: '/n8n/contracts' }, ...parameters },
				[{ files: { data: file } }],
			);
		const uploads = async () =>
			(await sb.requests()).filter(
				(r) => r.method === 'POST' && r.path === pathIn(ENDPOINTS.files),
			);

		beforeAll(async () => {
			cleanUp = await useBinaryMode(mode);
			sb = await CrmSandbox.start({ seedPerType: 3, maxFileBytes: 2_000_000 });
		});
		afterAll(async () => {
			await sb.close();
			cleanUp();
		});
		beforeEach(async () => await sb.reset());

		it('uploads a private file and downloads the same bytes back through a signed URL', async () => {
			const uploaded = await upload(PDF);
			expect(uploaded.error).toBeUndefined();
			const file = uploaded.items[0].json;
			expect(file).toMatchObject({
				name: 'contract',
				extension: 'pdf',
				size: PDF.size,
				access: 'PRIVATE',
				path: '/n8n/contracts/contract.pdf',
				type: 'DOCUMENT',
			});
			expect(file.url).toEqual(expect.any(String));

			const downloaded = await run({
				operation: 'download',
				fileId: String(file.id),
				binaryPropertyName: 'pdf',
			});
			expect(downloaded.error).toBeUndefined();
			const item = downloaded.items[0];
			expect(item.json).toMatchObject({ id: file.id, access: 'PRIVATE' });
			expect(item.binary!.pdf).toMatchObject({
				fileName: 'contract.pdf',
				mimeType: 'application/pdf',
			});
			if (mode === 'filesystem')
				expect(item.binary!.pdf.id).toEqual(expect.stringMatching(/^filesystem/));
			expect(sha256(await bytesOf(item, 'pdf'))).toBe(sha256(fileBytes(PDF)));
			const paths = (await sb.requests()).map((r) => r.path);
			expect(paths).toContain(pathIn(ENDPOINTS.fileSignedUrl, { fileId: String(file.id) }));
			expect(paths).not.toContain(pathIn(ENDPOINTS.fileDownload, { fileId: String(file.id) }));
		});

		it('downloads a public file through the download endpoint, bytes unchanged', async () => {
			const spec: FileSpec = { fileName: 'logo.png', mimeType: 'image/png', size: 65_537, seed: 3 };
			const file = (await upload(spec, { access: 'PUBLIC_NOT_INDEXABLE', fileName: 'brand.png' }))
				.items[0].json;
			expect(file).toMatchObject({
				name: 'brand',
				extension: 'png',
				type: 'IMG',
				access: 'PUBLIC_NOT_INDEXABLE',
			});
			const downloaded = await run({ operation: 'download', fileId: String(file.id) });
			expect(sha256(await bytesOf(downloaded.items[0]))).toBe(sha256(fileBytes(spec)));
			expect((await sb.requests()).map((r) => r.path)).toContain(
				pathIn(ENDPOINTS.fileDownload, { fileId: String(file.id) }),
			);
		});

		it('attaches a file to a deal: upload, a note holding it, associated with the deal', async () => {
			const [dealId] = await sb.ids('deals', 1);
			const result = await run(
				{
					operation: 'attachToRecord',
					recordType: 'deals',
					recordId: '={{ $json.deal }}',
					folder: { mode: 'path', value: '/n8n/deals' },
					noteBody: 'Signed contract',
				},
				[{ json: { deal: dealId }, files: { data: PDF } }],
			);
			expect(result.error).toBeUndefined();
			const { file, note, record } = result.items[0].json as {
				file: IDataObject;
				note: IDataObject;
				record: IDataObject;
			};
			expect(record).toEqual({ type: 'deals', id: dealId });
			expect(note).toMatchObject({ hs_attachment_ids: file.id, hs_note_body: 'Signed contract' });
			const stored = await sb.call<{
				properties: IDataObject;
				associations?: { deals?: { results: Array<{ id: string }> } };
			}>(
				'GET',
				`/crm/v3/objects/notes/${String(note.id)}?properties=hs_attachment_ids&associations=deals`,
			);
			expect(stored.body.properties.hs_attachment_ids).toBe(file.id);
			expect(stored.body.associations?.deals?.results.map((r) => r.id)).toEqual([dealId]);
		});

		it('says the note may exist when its answer is lost after HubSpot created it, and that it does not when HubSpot refused it', async () => {
			const [dealId] = await sb.ids('deals', 1);
			const attach = async () =>
				await run(
					{
						operation: 'attachToRecord',
						recordType: 'deals',
						recordId: dealId,
						folder: { mode: 'path', value: '/n8n/deals' },
					},
					[{ files: { data: PDF } }],
					true,
				);
			const notesPath = pathIn(ENDPOINTS.crmRecords, { objectType: 'notes' });
			await sb.control('POST', 'faults', {
				method: 'POST',
				path: notesPath,
				apply: true,
				status: 504,
				body: '<html><body>504 Gateway Time-out</body></html>',
			});
			const lost = (await attach()).items[0].json;
			const notes = (await sb.requests()).filter(
				(r) => r.method === 'POST' && r.path === notesPath,
			);
			expect(notes).toHaveLength(1);
			expect(lost.description).toMatch(
				/The note attaching it to deals \d+ may have been created: HubSpot's answer did not arrive\. Look for it on the record's notes in HubSpot \(or search notes whose hs_attachment_ids holds \d+\) before attaching the file again or deleting it\./,
			);
			expect(lost.description).not.toMatch(/attach it again by ID or delete it/);

			await sb.control('POST', 'faults', {
				method: 'POST',
				path: notesPath,
				status: 400,
				body: { status: 'error', message: 'Invalid input', category: 'VALIDATION_ERROR' },
			});
			const refused = (await attach()).items[0].json;
			expect(refused.description).toMatch(
				/but HubSpot refused the note attaching it to deals \d+: attach it again by ID or delete it\./,
			);
		});

		it.each([
			['reset', { resetAfter: 100_000 }, 'connection reset after 100000 bytes of the body'],
			[
				'closed cleanly, short of the length it declared,',
				{ closeAfter: 100_000 },
				'connection closed after 100000 bytes of the body',
			],
		])(
			'downloads a private file whose signed-URL connection is %s half-way: fetched again, the same bytes',
			async (_how, cut, logged) => {
				const file = (await upload(PDF)).items[0].json;
				await sb.clearRequests();
				await sb.control('POST', 'faults', {
					method: 'GET',
					path: '/signed-files/',
					apply: true,
					...cut,
				});
				const downloaded = await run({ operation: 'download', fileId: String(file.id) });
				expect(downloaded.error).toBeUndefined();
				expect(sha256(await bytesOf(downloaded.items[0]))).toBe(sha256(fileBytes(PDF)));
				const fetches = (await sb.requests()).filter((r) => r.path.includes('/signed-files/'));
				expect(fetches.map((r) => r.fault)).toEqual([logged, undefined]);
			},
		);

		it('resumes a download cut half-way through the one retry loop: a 429 after the cut waits as the policy says, then the same bytes', async () => {
			const file = (await upload(PDF)).items[0].json;
			await sb.clearRequests();
			await sb.control('POST', 'faults', {
				method: 'GET',
				path: '/signed-files/',
				apply: true,
				resetAfter: 100_000,
			});
			await sb.control('POST', 'faults', {
				method: 'GET',
				path: '/signed-files/',
				status: 429,
				headers: { 'Retry-After': '1' },
				body: { status: 'error', message: 'Too many requests', policyName: 'TEN_SECONDLY_ROLLING' },
			});
			const started = Date.now();
			const downloaded = await run({ operation: 'download', fileId: String(file.id) });
			expect(downloaded.error).toBeUndefined();
			expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
			expect(sha256(await bytesOf(downloaded.items[0]))).toBe(sha256(fileBytes(PDF)));
			const fetches = (await sb.requests()).filter((r) => r.path.includes('/signed-files/'));
			expect(fetches.map((r) => r.status)).toEqual([200, 429, 200]);
		});

		it("counts a cut and the refusals of the fetches after it as one request's attempts: at most MAX_ATTEMPTS sends in all", async () => {
			const file = (await upload(PDF)).items[0].json;
			await sb.clearRequests();
			await sb.control('POST', 'faults', {
				method: 'GET',
				path: '/signed-files/',
				apply: true,
				resetAfter: 100_000,
			});
			await sb.control('POST', 'faults', {
				method: 'GET',
				path: '/signed-files/',
				status: 503,
				headers: { 'Retry-After': '0' },
				body: '<html><body>503 Service Unavailable</body></html>',
				times: 2 * MAX_ATTEMPTS,
			});
			const downloaded = await run({ operation: 'download', fileId: String(file.id) }, [{}], true);
			const fetches = (await sb.requests()).filter((r) => r.path.includes('/signed-files/'));
			expect(fetches).toHaveLength(MAX_ATTEMPTS);
			expect(downloaded.items[0].json.error).toMatch(new RegExp(`sent ${MAX_ATTEMPTS} times`));
		});

		it('says an upload may have been applied when a gateway answers 504 after HubSpot stored it', async () => {
			await sb.control('POST', 'faults', {
				method: 'POST',
				path: pathIn(ENDPOINTS.files),
				apply: true,
				status: 504,
				body: '<html><body>504 Gateway Time-out</body></html>',
			});
			const result = await run(
				{ operation: 'upload', folder: { mode: 'path', value: '/n8n' } },
				[{ files: { data: PDF } }],
				true,
			);
			expect(result.items[0].json).toMatchObject({
				httpCode: '504',
				error: expect.stringMatching(
					/HubSpot may have applied it: not sent again, as repeating it could write twice; check in HubSpot whether it was applied before running it again/,
				),
			});
			expect(await uploads()).toHaveLength(1);
		});

		it('imports a file from a URL and waits for it; without waiting it returns the task', async () => {
			const bytes = fileBytes({ fileName: 'x', mimeType: 'x', size: 10_000, seed: 11 });
			let server: Server | undefined;
			try {
				const served = await listenOnLoopback((req, res) => {
					res.writeHead(req.url === '/report.csv' ? 200 : 404, { 'Content-Type': 'text/csv' });
					res.end(req.url === '/report.csv' ? bytes : 'missing');
				});
				server = served.server;
				// HubSpot fetches public addresses only: the sandbox serves this one from the local server.
				await sb.control('PUT', 'config', { importHosts: { 'files.example.com': served.baseUrl } });
				const publicUrl = 'http://files.example.com';
				const result = await run({
					operation: 'importFromUrl',
					url: `${publicUrl}/report.csv`,
					folder: { mode: 'path', value: '/imports' },
					maxWaitSeconds: 20,
				});
				expect(result.error).toBeUndefined();
				expect(result.items[0].json).toMatchObject({
					name: 'report',
					extension: 'csv',
					size: bytes.length,
					path: '/imports/report.csv',
					taskId: expect.any(String),
				});
				const sent = (await sb.requests()).find(
					(r) => r.path === pathIn(ENDPOINTS.fileImportFromUrl),
				);
				expect(sent?.body).toMatchObject({
					access: 'PRIVATE',
					folderPath: '/imports',
					overwrite: false,
					duplicateValidationStrategy: 'NONE',
					duplicateValidationScope: 'ENTIRE_PORTAL',
				});

				const failed = await run(
					{
						operation: 'importFromUrl',
						url: `${publicUrl}/gone.csv`,
						folder: { mode: 'path', value: '/imports' },
						maxWaitSeconds: 20,
					},
					[{}],
					true,
				);
				expect(failed.items[0].json.error).toMatch(/could not import the file.*HTTP 404/i);

				const started = await run({
					operation: 'importFromUrl',
					url: `https://files.example.com/report.csv`,
					folder: { mode: 'path', value: '/imports' },
					waitForCompletion: false,
				});
				expect(started.items[0].json).toMatchObject({
					taskId: expect.any(String),
					status: 'PENDING',
				});
			} finally {
				await sb.control('PUT', 'config', { importHosts: {} });
				await closeLoopbackServer(server);
			}
		});

		it('refuses an import from this machine, link-local or private addresses before any request; public http and https pass', async () => {
			const refused = [
				'http://127.0.0.1:8080/a.csv',
				'http://localhost/a.csv',
				'https://api.localhost/a.csv',
				'http://169.254.169.254/latest/meta-data/',
				'http://10.1.2.3/a.csv',
				'http://172.20.0.1/a.csv',
				'https://192.168.1.10/a.csv',
				'http://[::1]/a.csv',
				'http://[fd00::1]/a.csv',
				'http://[::ffff:127.0.0.1]/a.csv',
				'http://2130706433/a.csv',
				'ftp://files.example.com/a.csv',
			];
			await sb.clearRequests();
			const result = await run(
				{
					operation: 'importFromUrl',
					url: '={{ $json.url }}',
					folder: { mode: 'path', value: '/imports' },
					waitForCompletion: false,
				},
				[...refused, 'http://files.example.com/a.csv', 'https://172.32.0.1/a.csv'].map((url) => ({
					url,
				})),
				true,
			);
			const errors = result.items.map((item) => item.json.error);
			for (const [index, url] of refused.entries())
				expect(errors[index]).toMatch(
					url.startsWith('ftp')
						? /^URL: must be an http or https URL/
						: new RegExp(
								`^URL: must be a public address, got "${url.replace(/[.[\]?/]/g, '\\$&')}`,
							),
				);
			expect(errors.slice(refused.length)).toEqual([undefined, undefined]);
			const imports = (await sb.requests()).filter(
				(r) => r.path === pathIn(ENDPOINTS.fileImportFromUrl),
			);
			expect(imports.map((r) => (r.body as { url: string }).url)).toEqual([
				'http://files.example.com/a.csv',
				'https://172.32.0.1/a.csv',
			]);
		});

		it('gets, searches (Return All and Limit), signs and deletes files', async () => {
			for (const seed of [1, 2, 3])
				await upload({
					fileName: `invoice-${seed}.pdf`,
					mimeType: 'application/pdf',
					size: 1000,
					seed,
				});
			const all = await run({
				operation: 'search',
				returnAll: true,
				filters: { extension: 'pdf' },
			});
			expect(
				jsonOf(all)
					.map((f) => f.name)
					.sort(),
			).toEqual(['invoice-1', 'invoice-2', 'invoice-3']);
			const two = await run({
				operation: 'search',
				returnAll: false,
				limit: 2,
				filters: { type: 'DOCUMENT', extension: 'pdf' },
			});
			expect(two.items).toHaveLength(2);
			const id = String(all.items[0].json.id);

			const got = await run({ operation: 'get', fileId: id });
			expect(got.items[0].json).toMatchObject({ id, size: 1000 });
			const signed = await run({
				operation: 'getSignedUrl',
				fileId: id,
				options: { expirationSeconds: 60 },
			});
			expect(signed.items[0].json).toMatchObject({
				fileId: id,
				url: expect.stringContaining('/signed-files/'),
				expiresAt: expect.any(String),
			});
			const fetched = await fetch(String(signed.items[0].json.url));
			expect(sha256(Buffer.from(await fetched.arrayBuffer()))).toBe(
				sha256(
					fileBytes({
						fileName: '',
						mimeType: '',
						size: 1000,
						seed: Number(String(all.items[0].json.name).slice(-1)),
					}),
				),
			);

			const deleted = await run({ operation: 'delete', fileId: id });
			expect(deleted.items[0].json).toEqual({ id, deleted: true });
			const gone = await run({ operation: 'get', fileId: id }, [{}], true);
			expect(gone.items[0].json).toMatchObject({ httpCode: '404' });
		});

		it('creates, searches and gets folders', async () => {
			const created = await run({
				resource: 'folder',
				operation: 'create',
				name: 'Contracts',
				parentFolder: { mode: 'path', value: '' },
			});
			expect(created.items[0].json).toMatchObject({ name: 'Contracts', path: '/Contracts' });
			const child = await run({
				resource: 'folder',
				operation: 'create',
				name: '2026',
				parentFolder: { mode: 'id', value: String(created.items[0].json.id) },
			});
			expect(child.items[0].json).toMatchObject({
				path: '/Contracts/2026',
				parentFolderId: created.items[0].json.id,
			});
			const found = await run({
				resource: 'folder',
				operation: 'search',
				returnAll: true,
				filters: { name: '2026' },
			});
			expect(jsonOf(found).map((f) => f.path)).toEqual(['/Contracts/2026']);
			const got = await run({
				resource: 'folder',
				operation: 'get',
				folderId: { mode: 'list', value: String(child.items[0].json.id) },
			});
			expect(got.items[0].json).toMatchObject({ name: '2026' });
		});

		it('handles duplicates as asked: Return Existing gives the same file, Reject fails the item', async () => {
			const first = (await upload(PDF)).items[0].json;
			const existing = await upload(PDF, {
				options: { duplicateValidationStrategy: 'RETURN_EXISTING' },
			});
			expect(existing.items[0].json.id).toBe(first.id);
			const rejected = await sb.engine.runNode(
				{
					type: 'hubSpotFiles',
					parameters: {
						authentication: 'appToken',
						resource: 'file',
						operation: 'upload',
						folder: { mode: 'path', value: '/other' },
						options: { duplicateValidationStrategy: 'REJECT' },
					},
					credentials: { hubSpotPlatformAppTokenApi: 'app' },
					continueOnFail: true,
				},
				[{ files: { data: PDF } }] as never,
				'binarySource',
			);
			expect(rejected.items[0].json).toMatchObject({
				httpCode: '409',
				error: expect.stringContaining(String(first.id)),
			});
		});

		it('refuses a file over the size limit as HubSpot does', async () => {
			const result = await sb.engine.runNode(
				{
					type: 'hubSpotFiles',
					parameters: {
						authentication: 'appToken',
						resource: 'file',
						operation: 'upload',
						folder: { mode: 'path', value: '/big' },
					},
					credentials: { hubSpotPlatformAppTokenApi: 'app' },
					continueOnFail: true,
				},
				[
					{
						files: {
							data: { fileName: 'big.bin', mimeType: 'application/octet-stream', size: 2_500_000 },
						},
					},
				] as never,
				'binarySource',
			);
			expect(result.items[0].json).toMatchObject({
				httpCode: '413',
				error: expect.stringMatching(/exceeds the (upload )?limit/),
			});
		});

		it('does not send an upload again after an ambiguous failure', async () => {
			await sb.control('POST', 'faults', {
				method: 'POST',
				path: pathIn(ENDPOINTS.files),
				apply: true,
				drop: true,
				times: 10,
			});
			const result = await run(
				{ operation: 'upload', folder: { mode: 'path', value: '/n8n' } },
				[{ files: { data: PDF } }],
				true,
			);
			expect(String(result.items[0].json.error)).toMatch(/not sent again/);
			expect(await uploads()).toHaveLength(1);
		});

		it('sends an upload again when HubSpot refused it unapplied (429), with a fresh body', async () => {
			await sb.control('POST', 'faults', {
				method: 'POST',
				path: pathIn(ENDPOINTS.files),
				status: 429,
				body: { status: 'error', message: 'Rate limited', policyName: 'TEN_SECONDLY_ROLLING' },
				times: 1,
			});
			const result = await upload(PDF);
			expect(result.error).toBeUndefined();
			expect(result.items[0].json).toMatchObject({ size: PDF.size });
		});

		it('refuses bad input before any request, naming the field and the item', async () => {
			const cases: Array<[INodeParameters, BinaryItemSpec, RegExp]> = [
				[
					{ operation: 'upload', binaryPropertyName: 'document' },
					{ files: { data: PDF } },
					/^Input Binary Field: the item has no binary property "document" \(it has "data"\) \(item 0\)$/,
				],
				[
					{ operation: 'upload' },
					{ files: { data: { fileName: 'empty.txt', mimeType: 'text/plain', text: '' } } },
					/^Input Binary Field: the file in "data" is empty.*\(item 0\)$/,
				],
				[
					{ operation: 'upload', folder: { mode: 'path', value: '/n8n/../secrets' } },
					{ files: { data: PDF } },
					/^Folder: must not contain empty, "\." or "\.\." segments.*\(item 0\)$/,
				],
				[
					{ operation: 'upload', access: '={{ "EVERYONE" }}' },
					{ files: { data: PDF } },
					/^Access: must be one of PRIVATE, PUBLIC_NOT_INDEXABLE, PUBLIC_INDEXABLE, got "EVERYONE" \(item 0\)$/,
				],
				[
					{ operation: 'download', fileId: 'abc' },
					{ files: {} },
					/^File ID: must be digits only, got "abc" \(item 0\)$/,
				],
				[
					{ operation: 'attachToRecord', recordType: 'deals', recordId: '12' },
					{ json: {} },
					/^Input Binary Field: the item has no binary property "data" \(it has no binary data\) \(item 0\)$/,
				],
			];
			for (const [parameters, item, message] of cases) {
				const result = await run(
					{ folder: { mode: 'path', value: '/n8n' }, ...parameters },
					[item],
					true,
				);
				expect(result.items[0].json.error).toMatch(message);
				expect(pairs(result)).toEqual([0]);
			}
			expect(await sb.requests()).toEqual([]);
		});
	},
);
