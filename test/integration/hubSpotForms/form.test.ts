/** @apiVersionModes all */
import type {
	IDataObject,
	INode,
	INodeListSearchResult,
	INodeParameterResourceLocator,
	ResourceMapperFields,
} from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';
import { HubSpotForms } from '../../../nodes/HubSpotForms/HubSpotForms.node';
import { jsonOf, pairs } from '../../harness/crmSandbox';
import { ACCOUNT } from '../../sandbox/account';
import { FORMS_HOST_PREFIX } from '../../sandbox/api/forms';
import { SEED_FORMS } from '../../sandbox/state/forms';
import { browserSubmit, editingForms, mapped, runForms, useFormsSandbox } from './fixture';

const byId = (formId: string) => ({ __rl: true, mode: 'id', value: formId });
const submitPath = (formId: string, secure = false) =>
	`${FORMS_HOST_PREFIX}/submissions/v3/integration/${secure ? 'secure/' : ''}submit/${ACCOUNT.hubId}/${formId}`;

describe('HubSpot Forms through the engine against the sandbox', () => {
	const state = useFormsSandbox();
	const submitRequests = async () =>
		(await state.sb.requests()).filter((r) => r.path.startsWith(`${FORMS_HOST_PREFIX}/`));

	it('gets many forms by type and archived state, Return All or up to a limit', async () => {
		const marketing = await runForms(state.sb, { operation: 'getMany', returnAll: true });
		expect(jsonOf(marketing).map((f) => f.name)).toEqual([
			'Contact us',
			'Event registration',
			'Newsletter',
			'Gated demo',
		]);
		const limited = await runForms(state.sb, {
			operation: 'getMany',
			returnAll: false,
			limit: 3,
			formTypes: ['all'],
		});
		expect(limited.items).toHaveLength(3);
		const all = await runForms(state.sb, {
			operation: 'getMany',
			returnAll: true,
			formTypes: ['all'],
		});
		expect(jsonOf(all).map((f) => f.name)).toContain('Chat capture');
		const archived = await runForms(state.sb, {
			operation: 'getMany',
			returnAll: true,
			archived: true,
		});
		expect(jsonOf(archived).map((f) => f.name)).toEqual(['Retired webinar form']);
	});

	it('gets a form with its fields listed under their mapper keys, and reports an unknown form per item', async () => {
		const result = await runForms(
			state.sb,
			{ operation: 'get', formId: '={{ $json.form }}' },
			[{ form: SEED_FORMS.eventRegistration }, { form: '0f6a1b7e-0000-0000-0000-00000000dead' }],
			true,
		);
		const [form, missing] = jsonOf(result);
		expect(form.name).toBe('Event registration');
		const fields = form.fields as IDataObject[];
		expect(fields.map((f) => f.key)).toContain('0-2/name');
		expect(fields.find((f) => f.key === 'ticket_type')).toMatchObject({
			fieldType: 'dropdown',
			required: true,
		});
		expect(missing).toMatchObject({ httpCode: '404' });
		expect(pairs(result)).toEqual([0, 1]);
	});

	it('offers the forms in the picker and the chosen form’s fields, types and options in the mapper', async () => {
		const node = new HubSpotForms();
		const listed = (await node.methods.listSearch.searchForms.call(
			editingForms(state.sb, {}, 'formId'),
			'event',
		)) as INodeListSearchResult;
		expect(listed.results).toEqual([
			{ name: 'Event registration', value: SEED_FORMS.eventRegistration },
		]);
		const mapper = (await node.methods.resourceMapping.getFormFields.call(
			editingForms(state.sb, { formId: byId(SEED_FORMS.eventRegistration) }, 'fields'),
		)) as ResourceMapperFields;
		const field = (id: string) => mapper.fields.find((f) => f.id === id);
		expect(field('email')).toMatchObject({ type: 'string', required: true });
		expect(field('numemployees')?.type).toBe('number');
		expect(field('newsletter_opt_in')?.type).toBe('boolean');
		// Multiple checkboxes are typed as options joined with ";": n8n's mapper keeps no list as a fixed value.
		expect(field('interests')).toMatchObject({
			type: 'string',
			displayName: expect.stringMatching(/\(options joined by ;\)$/),
		});
		expect(field('arrival_date')?.type).toBe('dateTime');
		expect(field('ticket_type')).toMatchObject({
			type: 'options',
			required: true,
			options: [
				{ name: 'Standard', value: 'standard' },
				{ name: 'VIP', value: 'vip' },
			],
		});
		expect(field('0-2/name')?.displayName).toBe('Company name (Company)');
		expect(field('utm_source')?.displayName).toBe('Source [hidden]');
	});

	it('takes multiple checkboxes typed in the mapper as options joined with ";" (or a JSON list a former mapper stored), through n8n\'s checks of the schema the editor stores', async () => {
		const node = new HubSpotForms();
		const { fields: schema } = (await node.methods.resourceMapping.getFormFields.call(
			editingForms(state.sb, { formId: byId(SEED_FORMS.eventRegistration) }, 'fields'),
		)) as ResourceMapperFields;
		const sent: unknown[] = [];
		for (const interests of ['workshops;talks', '["workshops", "talks"]']) {
			const result = await runForms(state.sb, {
				operation: 'submit',
				formId: byId(SEED_FORMS.eventRegistration),
				fields: {
					...mapped({
						email: 'multi@example.com',
						firstname: 'Multi',
						ticket_type: 'vip',
						interests,
					}),
					schema,
				},
			});
			expect(result.error).toBeUndefined();
			sent.push(
				((jsonOf(result)[0].sent as IDataObject).fields as IDataObject[]).find(
					(f) => f.name === 'interests',
				)?.value,
			);
		}
		expect(sent).toEqual(['workshops;talks', 'workshops;talks']);
	});

	it('shows the Submit mapper only once a form is chosen (n8n would ask it for the fields of no form)', () => {
		const description = new HubSpotForms().description;
		const shown = (formId: INodeParameterResourceLocator) =>
			Object.keys(
				NodeHelpers.getNodeParameters(
					description.properties,
					{ resource: 'form', operation: 'submit', formId },
					true,
					false,
					{ typeVersion: 1, parameters: {} } as INode,
					description,
				) ?? {},
			);
		const inList = (value: string): INodeParameterResourceLocator => ({
			__rl: true,
			mode: 'list',
			value,
		});
		expect(shown(inList(''))).not.toContain('fields');
		expect(shown(inList(SEED_FORMS.eventRegistration))).toContain('fields');
	});

	it('submits publicly without a token: values converted per field type, the definition and the portal read once per run, the contact written', async () => {
		const fields = mapped({
			email: '={{ $json.email }}',
			firstname: '={{ $json.name }}',
			numemployees: 25,
			newsletter_opt_in: true,
			interests: ['workshops', 'talks'],
			ticket_type: 'vip',
			arrival_date: '2026-04-01T00:00:00.000Z',
			'0-2/name': 'Analytical Engines Ltd',
		});
		const input = [
			{ email: 'ada@example.com', name: 'Ada' },
			{ email: 'grace@example.com', name: 'Grace' },
			{ email: 'alan@example.com', name: 'Alan' },
		];
		const result = await runForms(
			state.sb,
			{
				operation: 'submit',
				formId: byId(SEED_FORMS.eventRegistration),
				fields,
				context: {
					pageUri: 'https://www.example.com/events',
					pageName: 'Events',
					hutk: '0123456789abcdef0123456789abcdef',
				},
			},
			input,
		);
		expect(result.error).toBeUndefined();
		expect(pairs(result)).toEqual([0, 1, 2]);
		const [first] = jsonOf(result);
		expect(first).toMatchObject({
			inlineMessage: 'Thanks for submitting the form.',
			formId: SEED_FORMS.eventRegistration,
			submittedAs: 'public',
		});
		expect((first.sent as IDataObject).fields).toEqual([
			{ objectTypeId: '0-1', name: 'email', value: 'ada@example.com' },
			{ objectTypeId: '0-1', name: 'firstname', value: 'Ada' },
			{ objectTypeId: '0-1', name: 'numemployees', value: '25' },
			{ objectTypeId: '0-1', name: 'newsletter_opt_in', value: 'true' },
			{ objectTypeId: '0-1', name: 'interests', value: 'workshops;talks' },
			{ objectTypeId: '0-1', name: 'ticket_type', value: 'vip' },
			{ objectTypeId: '0-1', name: 'arrival_date', value: '2026-04-01' },
			{ objectTypeId: '0-2', name: 'name', value: 'Analytical Engines Ltd' },
		]);
		const requests = await state.sb.requests();
		expect(requests.filter((r) => r.path.startsWith('/marketing/v3/forms/'))).toHaveLength(1);
		expect(requests.filter((r) => r.path.startsWith('/account-info/'))).toHaveLength(1);
		const submits = await submitRequests();
		expect(submits.map((r) => [r.path, r.status, r.authorizationSent])).toEqual(
			Array(3).fill([submitPath(SEED_FORMS.eventRegistration), 200, false]),
		);
		const { body } = await state.sb.call<{ results: Array<{ properties: IDataObject }> }>(
			'POST',
			'/crm/v3/objects/contacts/search',
			{
				filterGroups: [
					{ filters: [{ propertyName: 'email', operator: 'EQ', value: 'grace@example.com' }] },
				],
				properties: ['firstname'],
			},
		);
		expect(body.results[0].properties.firstname).toBe('Grace');
	});

	it("submits securely with the credential's token, other contact properties too, and maps input fields automatically", async () => {
		const secure = await runForms(state.sb, {
			operation: 'submit',
			formId: byId(SEED_FORMS.contactUs),
			submitAs: 'secure',
			fields: mapped({ email: 'sec@example.com', jobtitle: 'CTO' }),
		});
		expect(secure.error).toBeUndefined();
		expect(jsonOf(secure)[0]).toMatchObject({
			redirectUri: 'https://www.example.com/thank-you',
			submittedAs: 'secure',
		});
		const auto = await runForms(
			state.sb,
			{
				operation: 'submit',
				formId: byId(SEED_FORMS.contactUs),
				fields: { mappingMode: 'autoMapInputData', value: null },
			},
			[{ email: 'auto@example.com', firstname: 'Auto', source: 'chat' }],
		);
		expect(auto.error).toBeUndefined();
		expect((jsonOf(auto)[0].sent as IDataObject).fields).toEqual([
			{ objectTypeId: '0-1', name: 'email', value: 'auto@example.com' },
			{ objectTypeId: '0-1', name: 'firstname', value: 'Auto' },
		]);
		expect((await submitRequests()).map((r) => [r.path, r.authorizationSent])).toEqual([
			[submitPath(SEED_FORMS.contactUs, true), true],
			[submitPath(SEED_FORMS.contactUs), false],
		]);
	});

	it('says a submission may have been applied when a gateway answers 504 after HubSpot took it, and does not submit it again', async () => {
		await state.sb.control('POST', 'faults', {
			method: 'POST',
			path: submitPath(SEED_FORMS.contactUs),
			apply: true,
			status: 504,
			body: '<html><body>504 Gateway Time-out</body></html>',
		});
		const result = await runForms(state.sb, {
			operation: 'submit',
			formId: byId(SEED_FORMS.contactUs),
			fields: mapped({ email: 'gateway@example.com' }),
		});
		expect(result.error?.message).toMatch(
			/HubSpot may have applied it: not sent again, as repeating it could write twice; check in HubSpot whether it was applied before running it again/,
		);
		expect(await submitRequests()).toHaveLength(1);
	});

	it("sends the consent the form asks for, the form's own texts where none is given, and a submission time", async () => {
		const submittedAt = new Date(Date.now() - 3_600_000).toISOString();
		const result = await runForms(state.sb, {
			operation: 'submit',
			formId: byId(SEED_FORMS.newsletter),
			fields: mapped({ email: 'consent@example.com' }),
			legalConsent: 'consent',
			communications: { communication: [{ subscriptionTypeId: 8001, value: true, text: '' }] },
			options: { submittedAt },
		});
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)[0].sent).toMatchObject({
			legalConsentOptions: {
				consent: {
					consentToProcess: true,
					text: 'We store your data to send you the newsletter.',
					communications: [
						{
							value: true,
							subscriptionTypeId: 8001,
							text: 'We would like to send you the newsletter.',
						},
					],
				},
			},
			submittedAt: String(Date.parse(submittedAt)),
		});
	});

	it('refuses before any submission what the form definition forbids: an unknown form, a field not on it, a missing required field, an unknown option, reCAPTCHA', async () => {
		const submit = async (formId: string, value: IDataObject) =>
			await runForms(state.sb, {
				operation: 'submit',
				formId: byId(formId),
				fields: mapped(value),
			});
		expect(
			(await submit(SEED_FORMS.contactUs, { email: 'a@example.com', favourite_color: 'red' })).error
				?.message,
		).toBe('Fields: "favourite_color" is not a field of the form "Contact us" (item 0)');
		expect((await submit(SEED_FORMS.contactUs, { firstname: 'Ada' })).error?.message).toBe(
			'Fields: the form "Contact us" requires "Email" (email), which has no value (item 0)',
		);
		expect(
			(
				await submit(SEED_FORMS.eventRegistration, {
					email: 'a@example.com',
					firstname: 'A',
					ticket_type: 'gold',
				})
			).error?.message,
		).toBe(
			'Fields: field "ticket_type" "gold" is not one of the field\'s options (standard, vip) (item 0)',
		);
		expect(
			(await submit(SEED_FORMS.contactUs, { email: { address: 'a@example.com' } })).error?.message,
		).toBe('Fields: field "email" must be text, a number or a boolean, not an object (item 0)');
		expect((await submit(SEED_FORMS.gatedDemo, { email: 'a@example.com' })).error?.message).toBe(
			'Form: the form "Gated demo" has reCAPTCHA on, and HubSpot refuses API submissions to it (item 0)',
		);
		expect(
			(await submit('0f6a1b7e-0000-0000-0000-00000000dead', { email: 'a@example.com' })).error
				?.message,
		).toBe(
			'Form: the account has no live form with ID 0f6a1b7e-0000-0000-0000-00000000dead (item 0)',
		);
		// An expression gives what the editor's check of the ID mode cannot see.
		expect(
			(
				await runForms(
					state.sb,
					{ operation: 'submit', formId: byId('={{ $json.form }}'), fields: mapped({}) },
					[{ form: '../forms' }],
				)
			).error?.message,
		).toContain('Form: must be a form ID');
		expect(await submitRequests()).toHaveLength(0);
	});

	it("reports what only HubSpot checks as HubSpot's error for the item, the other items submitted", async () => {
		const result = await runForms(
			state.sb,
			{
				operation: 'submit',
				formId: byId(SEED_FORMS.contactUs),
				fields: mapped({ email: '={{ $json.email }}' }),
				context: { ipAddress: '={{ $json.ip }}' },
			},
			[
				{ email: 'ok@example.com' },
				{ email: 'not-an-address' },
				{ email: 'ok2@example.com', ip: '999.1.1.1' },
			],
			true,
		);
		const [ok, badEmail, badIp] = jsonOf(result);
		expect(ok.redirectUri).toBe('https://www.example.com/thank-you');
		expect(badEmail).toMatchObject({ httpCode: '400', correlationId: expect.any(String) });
		expect(badEmail.error).toContain('INVALID_EMAIL');
		expect(badIp.error).toContain('INVALID_IP_ADDRESS');
		expect(pairs(result)).toEqual([0, 1, 2]);
	});

	it("stays within the forms host's own 50 public submissions a 10 seconds", async () => {
		await state.sb.control('PUT', 'config', { rateLimits: { enabled: true } });
		const input = Array.from({ length: 52 }, (_, i) => ({ email: `burst${i}@example.com` }));
		const result = await runForms(
			state.sb,
			{
				operation: 'submit',
				formId: byId(SEED_FORMS.newsletter),
				fields: mapped({ email: '={{ $json.email }}' }),
			},
			input,
		);
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(52);
		expect((await submitRequests()).filter((r) => r.status === 200)).toHaveLength(52);
	}, 60_000);

	it('gets submissions newest first as flat items, Return All, up to a limit, or since a time', async () => {
		const now = Date.now();
		const times = [now - 50_000, now - 40_000, now - 40_000, now - 10_000];
		for (const [i, at] of times.entries())
			await browserSubmit(
				state.sb,
				SEED_FORMS.contactUs,
				[
					['email', `s${i}@example.com`],
					['firstname', `S${i}`],
				],
				{ submittedAt: String(at), context: { pageUri: 'https://www.example.com/c' } },
			);
		const all = await runForms(state.sb, {
			operation: 'getSubmissions',
			formId: byId(SEED_FORMS.contactUs),
			returnAll: true,
		});
		expect(jsonOf(all).map((s) => s.email)).toEqual([
			's3@example.com',
			's2@example.com',
			's1@example.com',
			's0@example.com',
		]);
		expect(jsonOf(all)[0]).toEqual({
			formId: SEED_FORMS.contactUs,
			conversionId: expect.any(String),
			submittedAt: new Date(now - 10_000).toISOString(),
			pageUrl: 'https://www.example.com/c',
			email: 's3@example.com',
			firstname: 'S3',
		});
		const two = await runForms(state.sb, {
			operation: 'getSubmissions',
			formId: byId(SEED_FORMS.contactUs),
			returnAll: false,
			limit: 2,
		});
		expect(jsonOf(two).map((s) => s.email)).toEqual(['s3@example.com', 's2@example.com']);
		const since = await runForms(state.sb, {
			operation: 'getSubmissions',
			formId: byId(SEED_FORMS.contactUs),
			returnAll: true,
			since: new Date(now - 40_000).toISOString(),
		});
		expect(jsonOf(since).map((s) => s.email)).toEqual([
			's3@example.com',
			's2@example.com',
			's1@example.com',
		]);
	});
});
