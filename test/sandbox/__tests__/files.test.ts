import { ACCOUNT } from '../account';
import { startSandbox, type RunningSandbox } from '../server';
import { API_VERSIONS, PATH_FORMS, atLeast, type ApiVersion } from '../versions';

/**
 * The file manager's contract, endpoint by endpoint and version by version: multipart uploads as a
 * browser's FormData writes them, the answers' required fields (HubSpot's Files API reference), the 2026-09 subset,
 * download in v3 only, signed URLs that expire, hidden files, and notes whose attachments must exist.
 */
describe('sandbox file manager', () => {
	let sandbox: RunningSandbox;
	const auth = { Authorization: `Bearer ${ACCOUNT.privateAppToken}` };
	const call = async (method: string, path: string, body?: unknown) => {
		const response = await fetch(`${sandbox.baseUrl}${path}`, {
			method,
			headers: { ...auth, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		return {
			status: response.status,
			body: (text && response.headers.get('content-type')?.includes('json')
				? JSON.parse(text)
				: text) as Record<string, unknown>,
		};
	};
	const upload = async (
		prefix: string,
		bytes: Buffer,
		fields: Record<string, string>,
		fileName = 'report.pdf',
	) => {
		const form = new FormData();
		for (const [name, value] of Object.entries(fields)) form.append(name, value);
		form.append('file', new Blob([bytes], { type: 'application/pdf' }), fileName);
		const response = await fetch(`${sandbox.baseUrl}${prefix}/files`, {
			method: 'POST',
			headers: auth,
			body: form,
		});
		return { status: response.status, body: (await response.json()) as Record<string, unknown> };
	};
	const OPTIONS = JSON.stringify({ access: 'PRIVATE' });

	beforeAll(async () => {
		sandbox = await startSandbox({
			port: 0,
			config: { seedPerType: 2, maxFileBytes: 1000, rateLimits: { enabled: false } as never },
		});
	});
	afterAll(async () => await sandbox.close());
	beforeEach(async () => await fetch(`${sandbox.baseUrl}/__sandbox/reset`, { method: 'POST' }));

	const full = API_VERSIONS.filter((version) => !atLeast(version, '2026-09')).map(
		(version) => [version, PATH_FORMS.files[version]] as const,
	);

	it.each(full)(
		'%s uploads parse every part: the bytes, name, folder path and options; the answer is a File',
		async (_version, prefix) => {
			const bytes = Buffer.from([0, 1, 2, 13, 10, 45, 45, 255, 254]);
			const answer = await upload(prefix, bytes, {
				fileName: 'q1 "final".pdf',
				folderPath: '/reports/2026',
				options: JSON.stringify({ access: 'PUBLIC_NOT_INDEXABLE', ttl: 'P30D' }),
			});
			expect(answer.status).toBe(201);
			expect(answer.body).toMatchObject({
				id: expect.any(String),
				access: 'PUBLIC_NOT_INDEXABLE',
				archived: false,
				createdAt: expect.any(String),
				updatedAt: expect.any(String),
				size: bytes.length,
				extension: 'pdf',
				path: '/reports/2026/q1 "final".pdf',
				expiresAt: expect.any(Number),
			});
			const download = await fetch(String(answer.body.url));
			expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
		},
	);

	it.each(full)(
		'%s refuses uploads as HubSpot does: no file part, no access, an unknown access, a bad ttl, both folder fields, too large',
		async (_version, prefix) => {
			const bytes = Buffer.from('x');
			const noFile = await fetch(`${sandbox.baseUrl}${prefix}/files`, {
				method: 'POST',
				headers: auth,
				body: (() => {
					const f = new FormData();
					f.append('options', OPTIONS);
					return f;
				})(),
			});
			expect(noFile.status).toBe(400);
			expect((await upload(prefix, bytes, { folderPath: '/a' })).status).toBe(400);
			expect(
				(
					await upload(prefix, bytes, {
						folderPath: '/a',
						options: JSON.stringify({ access: 'EVERYONE' }),
					})
				).body,
			).toMatchObject({ category: 'VALIDATION_ERROR' });
			expect(
				(
					await upload(prefix, bytes, {
						folderPath: '/a',
						options: JSON.stringify({ access: 'PRIVATE', ttl: 'PT1H' }),
					})
				).status,
			).toBe(400);
			expect(
				(await upload(prefix, bytes, { folderPath: '/a', folderId: '1', options: OPTIONS })).status,
			).toBe(400);
			expect(
				(await upload(prefix, Buffer.alloc(1001), { folderPath: '/a', options: OPTIONS })).status,
			).toBe(413);
			const json = await call('POST', `${prefix}/files`, { access: 'PRIVATE' });
			expect(json.status).toBe(415);
		},
	);

	it('serves the 2026-09 subset only, and download only in v3', async () => {
		const uploaded = await upload(PATH_FORMS.files.legacy, Buffer.from('abc'), {
			folderPath: '/a',
			options: OPTIONS,
		});
		const id = String(uploaded.body.id);
		expect((await call('GET', `/files/2026-09/files/search`)).status).toBe(200);
		expect((await call('GET', `/files/2026-09/folders/search`)).status).toBe(200);
		for (const path of [
			`/files/2026-09/files/${id}`,
			`/files/2026-09/files/${id}/signed-url`,
			`/files/2026-03/files/${id}/download`,
			`/files/2026-09/files/${id}/download`,
		]) {
			expect((await call('GET', path)).status).toBe(404);
		}
		const download = await fetch(`${sandbox.baseUrl}/files/v3/files/${id}/download`, {
			headers: auth,
		});
		expect(download.status).toBe(200);
		expect(await download.text()).toBe('abc');
	});

	it('signs private files with URLs that expire; the public URL of a private file is refused', async () => {
		const uploaded = await upload(PATH_FORMS.files['2026-03'], Buffer.from('secret'), {
			folderPath: '/private',
			options: OPTIONS,
		});
		expect((await fetch(String(uploaded.body.url))).status).toBe(403);
		const signed = await call(
			'GET',
			`/files/2026-03/files/${String(uploaded.body.id)}/signed-url?expirationSeconds=60`,
		);
		expect(signed.body).toMatchObject({ url: expect.any(String), expiresAt: expect.any(String) });
		expect(await (await fetch(String(signed.body.url))).text()).toBe('secret');
		await fetch(`${sandbox.baseUrl}/__sandbox/clock`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ advanceMs: 61_000 }),
		});
		expect((await fetch(String(signed.body.url))).status).toBe(403);
	});

	it('keeps hidden files out of searches and behind files.ui_hidden.read', async () => {
		const found = await call('GET', '/files/v3/files/search?limit=100');
		const names = (found.body.results as Array<{ name: string }>).map((file) => file.name);
		expect(names).toContain('welcome');
		expect(names).not.toContain('email-attachment');
		const hidden = [
			...(
				sandbox.areas.find((area) => area.name === 'files') as unknown as {
					store: { files: Map<string, { id: string; hidden: boolean }> };
				}
			).store.files.values(),
		].find((file) => file.hidden)!;
		expect((await call('GET', `/files/v3/files/${hidden.id}`)).status).toBe(200);
		const narrow = (await (
			await fetch(`${sandbox.baseUrl}/__sandbox/tokens`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({ scopes: ['files'] }),
			})
		).json()) as { access_token: string };
		const refused = await fetch(`${sandbox.baseUrl}/files/v3/files/${hidden.id}`, {
			headers: { Authorization: `Bearer ${narrow.access_token}` },
		});
		expect(refused.status).toBe(403);
		expect(await refused.json()).toMatchObject({ category: 'MISSING_SCOPES' });
	});

	it.each(API_VERSIONS.map((version) => [version, PATH_FORMS.files[version]] as const))(
		'%s imports require what the version requires and complete with the file',
		async (version: ApiVersion, prefix) => {
			const minimal = await call('POST', `${prefix}/files/import-from-url/async`, {
				url: `${sandbox.baseUrl}/hubfs/1/none`,
				access: 'PRIVATE',
				folderPath: '/imports',
			});
			expect(minimal.status).toBe(version === 'legacy' ? 202 : 400);
			const started = await call('POST', `${prefix}/files/import-from-url/async`, {
				url: `${sandbox.baseUrl}/hubfs/1/none`,
				access: 'PRIVATE',
				folderPath: '/imports',
				overwrite: false,
				duplicateValidationStrategy: 'NONE',
				duplicateValidationScope: 'ENTIRE_PORTAL',
			});
			expect(started).toMatchObject({
				status: 202,
				body: { id: expect.any(String), links: expect.any(Object) },
			});
			let status: Record<string, unknown> = {};
			for (let i = 0; i < 50 && status.status !== 'COMPLETE'; i++) {
				status = (
					await call(
						'GET',
						`${prefix}/files/import-from-url/async/tasks/${String(started.body.id)}/status`,
					)
				).body;
				await new Promise((resolve) => setTimeout(resolve, 20));
			}
			// The URL answers 404: the task completes with its errors and no file.
			expect(status).toMatchObject({
				taskId: started.body.id,
				status: 'COMPLETE',
				startedAt: expect.any(String),
				numErrors: 1,
			});
			expect(status.result).toBeUndefined();
		},
	);

	it('creates notes only with attachments that name existing files', async () => {
		const uploaded = await upload(PATH_FORMS.files.legacy, Buffer.from('abc'), {
			folderPath: '/a',
			options: OPTIONS,
		});
		const good = await call('POST', '/crm/v3/objects/notes', {
			properties: {
				hs_timestamp: String(Date.now()),
				hs_attachment_ids: `${String(uploaded.body.id)}`,
			},
		});
		expect(good.status).toBe(201);
		const bad = await call('POST', '/crm/objects/2026-09/notes', {
			properties: {
				hs_timestamp: String(Date.now()),
				hs_attachment_ids: `${String(uploaded.body.id)};999`,
			},
		});
		expect(bad.status).toBe(400);
		expect(String(bad.body.message)).toMatch(/999/);
	});
});
