import type { IDataObject } from 'n8n-workflow';
import { ACCOUNT } from '../account';
import { CrmSandbox } from '../../harness/crmSandbox';
import { FORMS_HOST_LIMITS, FORMS_HOST_PREFIX } from '../api/forms';
import { SEED_FORMS } from '../state/forms';

const FORM_FIELDS = [
	'id',
	'name',
	'formType',
	'createdAt',
	'updatedAt',
	'archived',
	'fieldGroups',
	'configuration',
	'displayOptions',
	'legalConsentOptions',
];
const submitPath = (formId: string, secure = false) =>
	`${FORMS_HOST_PREFIX}/submissions/v3/integration/${secure ? 'secure/' : ''}submit/${ACCOUNT.hubId}/${formId}`;

interface Page {
	results: IDataObject[];
	paging?: { next?: { after: string; link: string } };
}

describe('sandbox forms: definitions, the forms host, v1 submissions', () => {
	let sb: CrmSandbox;
	beforeAll(async () => (sb = await CrmSandbox.start({ seedPerType: 0 })));
	afterAll(async () => await sb.close());
	beforeEach(async () => await sb.reset());

	/** A submission as a browser sends it: no Authorization header. */
	async function browserSubmit(
		formId: string,
		body: unknown,
	): Promise<{ status: number; body: IDataObject }> {
		const response = await fetch(`${sb.baseUrl}${submitPath(formId)}`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify(body),
		});
		return { status: response.status, body: (await response.json()) as IDataObject };
	}
	const email = (value: string) => ({ objectTypeId: '0-1', name: 'email', value });

	it('lists marketing forms by type and archived state, pages them, and answers every required field', async () => {
		const { status, body } = await sb.call<Page>('GET', '/marketing/v3/forms?limit=2');
		expect(status).toBe(200);
		expect(body.results).toHaveLength(2);
		for (const form of body.results)
			for (const field of FORM_FIELDS) expect(form).toHaveProperty(field);
		const second = await sb.call<Page>(
			'GET',
			`/marketing/v3/forms?limit=2&after=${body.paging!.next!.after}`,
		);
		const all = await sb.call<Page>('GET', '/marketing/v3/forms');
		expect(all.body.results.map((f) => f.name)).toEqual([
			'Contact us',
			'Event registration',
			'Newsletter',
			'Gated demo',
		]);
		expect(second.body.results.map((f) => f.name)).toEqual(['Newsletter', 'Gated demo']);
		expect(
			(await sb.call<Page>('GET', '/marketing/v3/forms?formTypes=all')).body.results.map(
				(f) => f.name,
			),
		).toContain('Chat capture');
		expect(
			(await sb.call<Page>('GET', '/marketing/v3/forms?archived=true')).body.results.map(
				(f) => f.name,
			),
		).toEqual(['Retired webinar form']);
		expect((await sb.call('GET', '/marketing/v3/forms?formTypes=landing')).status).toBe(400);
		// Forms have no date version: the dated paths find no route.
		expect((await sb.call('GET', '/marketing/forms/2026-09/forms')).status).toBe(404);
	});

	it('has a field of every field type, reCAPTCHA and consent settings, and needs the forms scope', async () => {
		const { body } = await sb.call<IDataObject & { fieldGroups: Array<{ fields: IDataObject[] }> }>(
			'GET',
			`/marketing/v3/forms/${SEED_FORMS.eventRegistration}`,
		);
		const types = new Set(body.fieldGroups.flatMap((g) => g.fields.map((f) => f.fieldType)));
		expect([...types].sort()).toEqual([
			'datepicker',
			'dropdown',
			'email',
			'file',
			'mobile_phone',
			'multi_line_text',
			'multiple_checkboxes',
			'number',
			'payment_link_radio',
			'phone',
			'radio',
			'single_checkbox',
			'single_line_text',
		]);
		expect(
			(
				(await sb.call<IDataObject>('GET', `/marketing/v3/forms/${SEED_FORMS.gatedDemo}`)).body
					.configuration as IDataObject
			).recaptchaEnabled,
		).toBe(true);
		expect(
			(
				(await sb.call<IDataObject>('GET', `/marketing/v3/forms/${SEED_FORMS.newsletter}`)).body
					.legalConsentOptions as IDataObject
			).type,
		).toBe('explicit_consent_to_process');
		expect((await sb.call('GET', `/marketing/v3/forms/${SEED_FORMS.retired}`)).status).toBe(404);
		expect(
			(await sb.call('GET', `/marketing/v3/forms/${SEED_FORMS.retired}?archived=true`)).status,
		).toBe(200);
		const { body: token } = await sb.call<{ access_token: string }>('POST', '/__sandbox/tokens', {
			scopes: ['crm.objects.contacts.read'],
		});
		const refused = await sb.call<IDataObject>(
			'GET',
			'/marketing/v3/forms',
			undefined,
			token.access_token,
		);
		expect([refused.status, refused.body.category]).toEqual([403, 'MISSING_SCOPES']);
	});

	it('takes a public submission without a token on the forms host only, answers the thank-you setting, and writes the contact', async () => {
		const ok = await browserSubmit(SEED_FORMS.contactUs, {
			fields: [email('ada@example.com'), { objectTypeId: '0-1', name: 'firstname', value: 'Ada' }],
			context: { pageUri: 'https://www.example.com/contact', pageName: 'Contact' },
		});
		expect(ok).toEqual({ status: 200, body: { redirectUri: 'https://www.example.com/thank-you' } });
		expect(
			(await browserSubmit(SEED_FORMS.newsletter, { fields: [email('bob@example.com')] })).body,
		).toEqual({ inlineMessage: 'Thanks for submitting the form.' });
		const { body: contacts } = await sb.call<Page>('POST', '/crm/v3/objects/contacts/search', {
			filterGroups: [
				{ filters: [{ propertyName: 'email', operator: 'EQ', value: 'ada@example.com' }] },
			],
			properties: ['firstname'],
		});
		expect((contacts.results[0]?.properties as IDataObject | undefined)?.firstname).toBe('Ada');
		// A second submission updates the same contact.
		await browserSubmit(SEED_FORMS.contactUs, {
			fields: [
				email('ada@example.com'),
				{ objectTypeId: '0-1', name: 'lastname', value: 'Lovelace' },
			],
		});
		const { body: again } = await sb.call<Page>('POST', '/crm/v3/objects/contacts/search', {
			filterGroups: [
				{ filters: [{ propertyName: 'email', operator: 'EQ', value: 'ada@example.com' }] },
			],
			properties: ['firstname', 'lastname'],
		});
		expect(again.results).toHaveLength(1);
		expect(again.results[0].properties).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace' });
		// The API host has no submission route, and the forms host no API route.
		expect(
			(
				await sb.call(
					'POST',
					`/submissions/v3/integration/submit/${ACCOUNT.hubId}/${SEED_FORMS.contactUs}`,
					{ fields: [email('c@example.com')] },
				)
			).status,
		).toBe(404);
		expect((await sb.call('GET', `${FORMS_HOST_PREFIX}/marketing/v3/forms`)).status).toBe(404);
	});

	it("refuses as HubSpot does, in the forms host's error body", async () => {
		const refused = async (formId: string, body: unknown) => {
			const answer = await browserSubmit(formId, body);
			expect(answer.status).toBe(400);
			expect(answer.body).toMatchObject({
				status: 'error',
				message: 'The request is not valid',
				correlationId: expect.any(String),
			});
			return (answer.body.errors as Array<{ errorType: string }>).map((e) => e.errorType);
		};
		expect(
			await refused(SEED_FORMS.contactUs, {
				fields: [
					email('a@example.com'),
					{ objectTypeId: '0-1', name: 'favourite_color', value: 'red' },
				],
			}),
		).toEqual(['FIELD_NOT_IN_FORM_DEFINITION']);
		expect(
			await refused(SEED_FORMS.contactUs, {
				fields: [{ objectTypeId: '0-1', name: 'firstname', value: 'Ada' }],
			}),
		).toEqual(['REQUIRED_FIELD']);
		expect(await refused(SEED_FORMS.contactUs, { fields: [email('not an address')] })).toEqual([
			'INVALID_EMAIL',
		]);
		expect(await refused(SEED_FORMS.gatedDemo, { fields: [email('a@example.com')] })).toEqual([
			'FORM_HAS_RECAPTCHA_ENABLED',
		]);
		const registration = [
			email('a@example.com'),
			{ objectTypeId: '0-1', name: 'firstname', value: 'A' },
			{ objectTypeId: '0-1', name: 'ticket_type', value: 'gold' },
			{ objectTypeId: '0-1', name: 'numemployees', value: 'many' },
		];
		expect(await refused(SEED_FORMS.eventRegistration, { fields: registration })).toEqual([
			'VALUE_NOT_IN_FIELD_DEFINITION',
			'INVALID_NUMBER',
		]);
		expect(
			await refused(SEED_FORMS.contactUs, {
				fields: [email('a@example.com')],
				context: { hutk: 'x', ipAddress: '1.2.3', pageUri: 'not a uri' },
			}),
		).toEqual(['INVALID_HUTK', 'INVALID_IP_ADDRESS', 'INVALID_PAGE_URI']);
		expect(
			await refused(SEED_FORMS.newsletter, {
				fields: [email('a@example.com')],
				legalConsentOptions: {
					consent: { communications: [{ value: true, subscriptionTypeId: 8001 }] },
				},
			}),
		).toEqual([
			'MISSING_PROCESSING_CONSENT',
			'MISSING_PROCESSING_CONSENT_TEXT',
			'MISSING_COMMUNICATION_CONSENT_TEXT',
		]);
		expect(
			await refused(SEED_FORMS.newsletter, {
				fields: [email('a@example.com')],
				legalConsentOptions: {},
			}),
		).toEqual(['INVALID_LEGAL_OPTION_FORMAT']);
		expect(
			(
				await browserSubmit('0f6a1b7e-0000-0000-0000-000000000000', {
					fields: [email('a@example.com')],
				})
			).status,
		).toBe(404);
	});

	it('takes other properties on the secure variant, with the forms scope only', async () => {
		const body = {
			fields: [email('sec@example.com'), { objectTypeId: '0-1', name: 'jobtitle', value: 'CTO' }],
		};
		expect((await sb.call('POST', submitPath(SEED_FORMS.contactUs, true), body)).status).toBe(200);
		const anonymous = await fetch(`${sb.baseUrl}${submitPath(SEED_FORMS.contactUs, true)}`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify(body),
		});
		expect(anonymous.status).toBe(401);
	});

	it('pages v1 submissions newest first, the later arrival first among equal times, 50 at most a page', async () => {
		const now = Date.now();
		const times = [now - 5000, now - 1000, now - 1000, now - 3000, now - 1000];
		for (const [i, at] of times.entries())
			await browserSubmit(SEED_FORMS.newsletter, {
				fields: [email(`s${i}@example.com`)],
				submittedAt: String(at),
			});
		const read: IDataObject[] = [];
		let after: string | undefined;
		do {
			const { body } = await sb.call<Page>(
				'GET',
				`/form-integrations/v1/submissions/forms/${SEED_FORMS.newsletter}?limit=2${after ? `&after=${after}` : ''}`,
			);
			read.push(...body.results);
			after = body.paging?.next?.after;
		} while (after);
		const emailOf = (s: IDataObject) => (s.values as Array<{ value: string }>)[0].value;
		expect(read.map(emailOf)).toEqual([
			's4@example.com',
			's2@example.com',
			's1@example.com',
			's3@example.com',
			's0@example.com',
		]);
		expect(read[0]).toEqual({
			conversionId: expect.any(String),
			submittedAt: now - 1000,
			values: [{ objectTypeId: '0-1', name: 'email', value: 's4@example.com' }],
			pageUrl: '',
		});
		expect(
			(
				await sb.call(
					'GET',
					`/form-integrations/v1/submissions/forms/${SEED_FORMS.newsletter}?limit=51`,
				)
			).status,
		).toBe(400);
		const { body: defaults } = await sb.call<Page>(
			'GET',
			`/form-integrations/v1/submissions/forms/${SEED_FORMS.newsletter}`,
		);
		expect(defaults.results).toHaveLength(5);
	});

	it("limits public submissions to the forms host's own 50 a 10 seconds", async () => {
		await sb.control('PUT', 'config', { rateLimits: { enabled: true } });
		try {
			const statuses: number[] = [];
			for (let i = 0; i <= FORMS_HOST_LIMITS.publicPerTenSeconds; i++)
				statuses.push(
					(await browserSubmit(SEED_FORMS.newsletter, { fields: [email(`r${i}@example.com`)] }))
						.status,
				);
			expect(statuses.filter((s) => s === 200)).toHaveLength(FORMS_HOST_LIMITS.publicPerTenSeconds);
			expect(statuses[statuses.length - 1]).toBe(429);
			// The API's own window is apart: a definition read still passes.
			expect((await sb.call('GET', '/marketing/v3/forms')).status).toBe(200);
		} finally {
			await sb.control('PUT', 'config', { rateLimits: { enabled: false } });
		}
	});
});
