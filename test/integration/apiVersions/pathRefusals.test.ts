/**
 * @apiVersionModes latest — it sets each API version on its credentials itself.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { oauth2Data, type IssuedToken } from '../../harness/sandboxCredentials';
import { jsonOf, pairs, useCrmSandbox } from '../../harness/crmSandbox';

/** Values that would leave their path segment, however they are spelled. */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

describe('The path helper refuses values that would leave their path segment, before any request', () => {
	const state = useCrmSandbox(3);

	const run = async (
		type: string,
		parameters: INodeParameters,
		input: IDataObject[],
		continueOnFail: boolean,
		credentials?: Record<string, string>,
	) =>
		await state.sb.engine.runNode(
			{
				type,
				parameters: { authentication: 'appToken', ...parameters },
				credentials: credentials ?? { hubSpotPlatformAppTokenApi: 'app' },
				continueOnFail,
			},
			input,
		);
	const sentPaths = async () => (await state.sb.requests()).map((r) => r.path);

	// n8n cannot tell an expression's object type from "custom", so it asks for the custom type field too.
	const byExpression = { objectType: '={{ $json.type }}', objectTypeCustom: 'not-used' };

	it('an object type given by expression must be a listed type or a custom type id', async () => {
		const update = {
			resource: 'record',
			operation: 'update',
			...byExpression,
			recordId: '={{ $json.id }}',
			propertiesInput: 'json',
			propertiesJson: '{"description":"x"}',
		};
		const alone = await run(
			'hubSpotCrm',
			update,
			[{ type: 'companies/../contacts', id: state.ids[0] }],
			false,
		);
		expect(alone.error?.message).toMatch(
			/^Object Type: must be one of .* or a custom object type ID, got "companies\/\.\.\/contacts" \(item 0\)$/,
		);
		expect(await sentPaths()).toEqual([]);

		const mixed = await run(
			'hubSpotCrm',
			update,
			[
				{ type: 'companies', id: state.ids[0] },
				{ type: 'companies/../contacts', id: state.ids[1] },
				{ type: 'companies', id: state.ids[2] },
			],
			true,
		);
		expect(pairs(mixed)).toEqual([0, 1, 2]);
		expect(jsonOf(mixed).map((item) => item.error ?? item.id)).toEqual([
			state.ids[0],
			expect.stringMatching(/^Object Type: .*\(item 1\)$/),
			state.ids[2],
		]);
		const paths = await sentPaths();
		expect(paths).toHaveLength(2);
		expect(paths.filter((p) => DOT_SEGMENT.test(p) || p.includes('contacts'))).toEqual([]);
	});

	it('batch operations leave the refused item out of the request and send the others', async () => {
		const archive = {
			resource: 'record',
			operation: 'batchArchive',
			...byExpression,
			recordId: '={{ $json.id }}',
		};
		const mixed = await run(
			'hubSpotCrm',
			archive,
			[
				{ type: 'companies', id: state.ids[0] },
				{ type: '..', id: state.ids[1] },
			],
			true,
		);
		expect(jsonOf(mixed)).toEqual([
			{ id: state.ids[0], archived: true },
			expect.objectContaining({
				error: expect.stringMatching(/^Object Type: .*got "\.\." \(item 1\)$/),
			}),
		]);
		expect(pairs(mixed)).toEqual([0, 1]);
		const requests = await state.sb.requests();
		expect(requests.map((r) => (r.body as { inputs: unknown[] }).inputs)).toEqual([
			[{ id: state.ids[0] }],
		]);
	});

	it('batch operations refuse an object type that would leave its segment: Batch Archive, Batch Read, Association Batch Read', async () => {
		const escaping = 'companies/../contacts';
		const archive = {
			resource: 'record',
			operation: 'batchArchive',
			...byExpression,
			recordId: '={{ $json.id }}',
		};
		const archived = await run(
			'hubSpotCrm',
			archive,
			[
				{ type: escaping, id: state.ids[0] },
				{ type: 'companies', id: state.ids[1] },
			],
			true,
		);
		expect(jsonOf(archived)).toEqual([
			expect.objectContaining({
				error: `Object Type: must be one of calls, communications, companies, contacts, 0-3, emails, line_items, leads, meetings, notes, partner_clients, postal_mail, products, projects, tasks, tickets or a custom object type ID, got "${escaping}" (item 0)`,
			}),
			{ id: state.ids[1], archived: true },
		]);
		expect(pairs(archived)).toEqual([0, 1]);

		const read = {
			resource: 'record',
			operation: 'batchRead',
			...byExpression,
			recordId: '={{ $json.id }}',
		};
		const alone = await run('hubSpotCrm', read, [{ type: escaping, id: state.ids[0] }], false);
		expect(alone.error?.message).toMatch(
			/^Object Type: must be one of .* got "companies\/\.\.\/contacts" \(item 0\)$/,
		);

		const associations = {
			resource: 'association',
			operation: 'batchRead',
			fromObjectType: 'companies',
			toObjectType: '={{ $json.to }}',
			toObjectTypeCustom: 'not-used',
			recordId: '={{ $json.id }}',
		};
		const associated = await run(
			'hubSpotCrm',
			associations,
			[
				{ to: 'contacts', id: state.ids[0] },
				{ to: escaping, id: state.ids[1] },
				{ to: '..', id: state.ids[2] },
			],
			true,
		);
		expect(pairs(associated)).toEqual([0, 1, 2]);
		expect(jsonOf(associated)[0].error).toBeUndefined();
		expect(
			jsonOf(associated)
				.slice(1)
				.map((item) => item.error),
		).toEqual([
			expect.stringMatching(
				/^To Object Type: must be one of .* got "companies\/\.\.\/contacts" \(item 1\)$/,
			),
			expect.stringMatching(/^To Object Type: .* got "\.\." \(item 2\)$/),
		]);

		const requests = await state.sb.requests();
		expect(requests.map((r) => r.path).filter((p) => DOT_SEGMENT.test(p))).toEqual([]);
		expect(requests.map((r) => (r.body as { inputs: unknown[] }).inputs)).toEqual([
			[{ id: state.ids[1] }],
			[{ id: state.ids[0] }],
		]);
	});

	it('a record id ".." or "%2e%2e" is refused: not digits, and with an ID Property not a path segment', async () => {
		const byId = {
			resource: 'record',
			operation: 'update',
			objectType: 'companies',
			recordId: '={{ $json.id }}',
			propertiesInput: 'json',
			propertiesJson: '{"description":"x"}',
		};
		const notDigits = await run('hubSpotCrm', byId, [{ id: '..' }], false);
		expect(notDigits.error?.message).toBe('Record ID: must be digits only, got ".." (item 0)');
		expect(await sentPaths()).toEqual([]);

		const update = { ...byId, idProperty: 'hs_object_id' };
		const alone = await run('hubSpotCrm', update, [{ id: '..' }], false);
		expect(alone.error?.message).toBe('Record ID: ".." cannot be part of a URL path (item 0)');
		expect(await sentPaths()).toEqual([]);

		const mixed = await run(
			'hubSpotCrm',
			update,
			[{ id: state.ids[0] }, { id: '..' }, { id: '%2e%2e' }, { id: state.ids[1] }],
			true,
		);
		expect(pairs(mixed)).toEqual([0, 1, 2, 3]);
		expect(jsonOf(mixed).map((item) => item.error ?? item.id)).toEqual([
			state.ids[0],
			'Record ID: ".." cannot be part of a URL path (item 1)',
			'Record ID: "%2e%2e" cannot be part of a URL path (item 2)',
			state.ids[1],
		]);
		const paths = await sentPaths();
		expect(paths).toHaveLength(2);
		expect(paths.filter((p) => DOT_SEGMENT.test(p))).toEqual([]);
	});

	it('a HubDB table ".." is refused', async () => {
		const draft = {
			resource: 'hubDbRow',
			operation: 'updateDraft',
			table: '={{ $json.table }}',
			rowId: '102',
			values: '{"seats": 12}',
		};
		const alone = await run('hubSpotContent', draft, [{ table: '..' }], false);
		expect(alone.error?.message).toBe(
			'Table ID or Name: ".." cannot be part of a URL path (item 0)',
		);
		expect(await sentPaths()).toEqual([]);

		const mixed = await run('hubSpotContent', draft, [{ table: 'events' }, { table: '..' }], true);
		expect(pairs(mixed)).toEqual([0, 1]);
		expect(jsonOf(mixed)[1]).toEqual(
			expect.objectContaining({
				error: 'Table ID or Name: ".." cannot be part of a URL path (item 1)',
			}),
		);
		expect(jsonOf(mixed)[0].error).toBeUndefined();
		const paths = await sentPaths();
		expect(paths).toHaveLength(1);
		expect(paths[0]).toContain('/events/rows/102/draft');
	});

	it('an Email ID ".." is refused (Email Revision Get)', async () => {
		const revision = {
			resource: 'emailRevision',
			operation: 'get',
			emailId: '={{ $json.email }}',
			revisionId: '1',
		};
		const alone = await run('hubSpotMarketingEmail', revision, [{ email: '..' }], false);
		expect(alone.error?.message).toBe('Email ID: must be digits only, got ".." (item 0)');
		expect(await sentPaths()).toEqual([]);

		const mixed = await run(
			'hubSpotMarketingEmail',
			revision,
			[{ email: '%2e%2e' }, { email: '6100001' }],
			true,
		);
		expect(pairs(mixed)).toEqual([0, 1]);
		expect(jsonOf(mixed)[0].error).toBe('Email ID: must be digits only, got "%2e%2e" (item 0)');
		expect(jsonOf(mixed)[1].error).toBeUndefined();
		const paths = await sentPaths();
		expect(paths).toHaveLength(1);
		expect(paths[0]).toMatch(/\/6100001\/revisions\/1$/);
	});

	it('a token ".." is refused where the token travels in the path (Legacy OAuth metadata)', async () => {
		const token = await state.sb.control<IssuedToken>('POST', 'tokens', {
			scopes: ['oauth'],
			expiresInSeconds: 600,
		});
		state.sb.engine.credentials.add({
			id: 'legacyOAuth',
			name: 'legacy OAuth',
			type: 'hubSpotPlatformOAuth2Api',
			data: { ...oauth2Data(state.sb.baseUrl, ['oauth'], token), apiVersion: 'legacy' },
		});
		const credentials = { hubSpotPlatformOAuth2Api: 'legacyOAuth' };
		const metadata = {
			authentication: 'oAuth2',
			resource: 'accessToken',
			operation: 'getMetadata',
			tokenSource: 'given',
			token: '={{ $json.token }}',
		};
		await state.sb.clearRequests();
		const alone = await run('hubSpotOAuthTokens', metadata, [{ token: '..' }], false, credentials);
		expect(alone.error?.message).toBe('Token: ".." cannot be part of a URL path (item 0)');
		expect(await sentPaths()).toEqual([]);

		const mixed = await run(
			'hubSpotOAuthTokens',
			metadata,
			[{ token: '..' }, { token: token.access_token }],
			true,
			credentials,
		);
		expect(pairs(mixed)).toEqual([0, 1]);
		expect(jsonOf(mixed).map((item) => item.error ?? item.token_type)).toEqual([
			'Token: ".." cannot be part of a URL path (item 0)',
			'access',
		]);
		expect(await sentPaths()).toEqual(['/oauth/v1/access-tokens/[redacted]']);
	});
});
