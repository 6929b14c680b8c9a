import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { ACCOUNT } from '../account';
import type { SandboxContext } from '../context';
import { SandboxHttpError, errorBody, validationError } from '../errors';
import type { CrmStore } from '../state/crmStore';
import {
	FormStore,
	OPTION_FIELD_TYPES,
	type FormField,
	type StoredForm,
	type StoredSubmission,
	type SubmittedValue,
} from '../state/forms';
import { findObjectType } from '../state/objectTypes';
import type { Caller, Route, RouteAuth, SandboxArea, SandboxReply, SandboxRequest } from '../types';

/**
 * Forms: definitions (`/marketing/v3/forms`, no date version), the account's details (its portal ID),
 * the submissions of a form through v1 (`/form-integrations/v1`), and the forms host
 * (`api.hsforms.com`), which takes submissions from outside HubSpot. The sandbox serves the forms
 * host under FORMS_HOST_PREFIX of its one listener, and nowhere else: a submission sent to the API
 * host's paths finds no route, as on HubSpot.
 */
export const FORMS_HOST_PREFIX = '/hsforms';

/** The v1 submissions read: 20 a page unless asked, 1 to 50. */
export const SUBMISSION_PAGE = { default: 20, max: 50 };
/** Form definitions a page: the default, and the largest page the sandbox serves (*uncertain*: HubSpot documents no maximum). */
const FORM_PAGE = { default: 20, max: 100 };
/** The forms host's own limits a 10 s window: unauthenticated per account, authenticated per token. */
export const FORMS_HOST_LIMITS = { publicPerTenSeconds: 50, securePerTenSeconds: 100 };
/** A submission's field values at most. */
const MAX_VALUES = 1000;
/** How far back `submittedAt` may be set: a month. */
const MAX_BACKDATE_MS = 31 * 86_400_000;

const FORM_TYPES = ['hubspot', 'captured', 'flow', 'blog_comment', 'all'];
const formsScope: RouteAuth = { kind: 'bearer', anyOfScopes: ['forms'] };

interface SubmitError {
	message: string;
	errorType: string;
}

/** HubSpot's 400 of the forms host: one message, the reasons in `errors`. */
const invalidSubmission = (errors: SubmitError[]) =>
	new SandboxHttpError(400, { status: 'error', message: 'The request is not valid', errors });

const formNotFound = (formId: string) =>
	new SandboxHttpError(404, errorBody(`Form ${formId} does not exist`, 'OBJECT_NOT_FOUND'));

/** The v3 form as HubSpot answers it. */
function publicForm(stored: StoredForm): Record<string, unknown> {
	return structuredClone(stored) as unknown as Record<string, unknown>;
}

/** A v1 submission: values as name/value pairs with their object type. */
const publicSubmission = (s: StoredSubmission) => ({
	conversionId: s.conversionId,
	submittedAt: s.submittedAt,
	values: s.values.map((v) => ({ ...v })),
	pageUrl: s.pageUrl,
});

/** The paging cursor of v1 submissions: the last one's time and arrival, so it holds however many arrive meanwhile. */
const cursorOf = (s: StoredSubmission): string =>
	Buffer.from(`${s.submittedAt}:${s.sequence}`).toString('base64url');

function readCursor(after: string): { submittedAt: number; sequence: number } {
	const [submittedAt, sequence] = Buffer.from(after, 'base64url')
		.toString('utf8')
		.split(':')
		.map(Number);
	if (!Number.isFinite(submittedAt) || !Number.isFinite(sequence))
		throw validationError(`Invalid after: ${after}`);
	return { submittedAt, sequence };
}

function pageSize(value: string | null, limits: { default: number; max: number }): number {
	if (value === null) return limits.default;
	const n = Number(value);
	if (!Number.isInteger(n) || n < 1 || n > limits.max)
		throw validationError(`limit must be a whole number from 1 to ${limits.max}, got ${value}`);
	return n;
}

const MIDNIGHT_UTC_DAY = 86_400_000;

/** Why a value does not fit its field, or undefined. */
function valueProblem(fieldDef: FormField, value: string): SubmitError | undefined {
	const named = (errorType: string, what: string) => ({
		errorType,
		message: `Error in '${fieldDef.name}'. ${what}`,
	});
	switch (fieldDef.fieldType) {
		case 'email':
			return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
				? undefined
				: named('INVALID_EMAIL', `Invalid email address`);
		case 'number':
			return value === '' || Number.isFinite(Number(value))
				? undefined
				: named('INVALID_NUMBER', `Invalid number`);
		case 'datepicker': {
			// Since 2022-11-30 a date is YYYY-MM-DD or midnight-UTC epoch ms (the error type is *uncertain*).
			const epoch = /^\d+$/.test(value) && Number(value) % MIDNIGHT_UTC_DAY === 0;
			return value === '' || epoch || /^\d{4}-\d{2}-\d{2}$/.test(value)
				? undefined
				: named('INVALID_DATE', `Invalid date ${value}`);
		}
		default:
			break;
	}
	if (OPTION_FIELD_TYPES.includes(fieldDef.fieldType)) {
		const allowed = new Set((fieldDef.options ?? []).map((o) => o.value));
		const chosen = fieldDef.fieldType === 'multiple_checkboxes' ? value.split(';') : [value];
		const unknown = chosen.filter((v) => v !== '' && !allowed.has(v));
		if (unknown.length)
			return named(
				'VALUE_NOT_IN_FIELD_DEFINITION',
				`Value ${unknown.join(';')} is not one of the field's options`,
			);
	}
	return undefined;
}

/** What HubSpot refuses in the `context`. */
function contextProblems(context: unknown): SubmitError[] {
	if (context === undefined) return [];
	if (typeof context !== 'object' || context === null)
		return [{ errorType: 'INVALID_METADATA', message: 'context must be an object' }];
	const c = context as Record<string, unknown>;
	const problems: SubmitError[] = [];
	if (c.hutk !== undefined && !(typeof c.hutk === 'string' && /^[0-9a-f]{32}$/i.test(c.hutk)))
		problems.push({ errorType: 'INVALID_HUTK', message: `Invalid hutk ${String(c.hutk)}` });
	if (c.ipAddress !== undefined && !(typeof c.ipAddress === 'string' && isIP(c.ipAddress)))
		problems.push({
			errorType: 'INVALID_IP_ADDRESS',
			message: `Invalid ipAddress ${String(c.ipAddress)}`,
		});
	if (c.pageUri !== undefined && !(typeof c.pageUri === 'string' && URL.canParse(c.pageUri)))
		problems.push({
			errorType: 'INVALID_PAGE_URI',
			message: `Invalid pageUri ${String(c.pageUri)}`,
		});
	return problems;
}

/** What HubSpot refuses in `legalConsentOptions`: one of consent or legitimate interest, with their texts. */
function consentProblems(options: unknown): SubmitError[] {
	if (options === undefined) return [];
	const o = (typeof options === 'object' && options !== null ? options : {}) as {
		consent?: Record<string, unknown>;
		legitimateInterest?: Record<string, unknown>;
	};
	const format = {
		errorType: 'INVALID_LEGAL_OPTION_FORMAT',
		message: 'legalConsentOptions must hold either consent or legitimateInterest',
	};
	if ((o.consent === undefined) === (o.legitimateInterest === undefined)) return [format];
	const problems: SubmitError[] = [];
	if (o.consent) {
		if (typeof o.consent.consentToProcess !== 'boolean')
			problems.push({
				errorType: 'MISSING_PROCESSING_CONSENT',
				message: 'consentToProcess is required',
			});
		if (typeof o.consent.text !== 'string' || o.consent.text === '')
			problems.push({
				errorType: 'MISSING_PROCESSING_CONSENT_TEXT',
				message: 'consent text is required',
			});
		const communications = (
			Array.isArray(o.consent.communications) ? o.consent.communications : []
		) as Array<Record<string, unknown>>;
		if (communications.some((c) => typeof c.text !== 'string' || c.text === ''))
			problems.push({
				errorType: 'MISSING_COMMUNICATION_CONSENT_TEXT',
				message: 'each communication needs its text',
			});
		const ids = communications.map((c) => c.subscriptionTypeId);
		if (new Set(ids).size !== ids.length)
			problems.push({
				errorType: 'DUPLICATE_SUBSCRIPTION_TYPE_ID',
				message: 'a subscription type appears twice',
			});
	} else if (typeof o.legitimateInterest?.text !== 'string' || o.legitimateInterest.text === '') {
		problems.push({
			errorType: 'MISSING_LEGITIMATE_INTEREST_TEXT',
			message: 'legitimateInterest text is required',
		});
	}
	return problems;
}

/**
 * Checks a submission as HubSpot does, and returns its values. `secure`: the authenticated variant,
 * which also takes properties that are not fields of the form.
 */
function checkSubmission(
	stored: StoredForm,
	body: unknown,
	secure: boolean,
	now: number,
): { values: SubmittedValue[]; submittedAt: number; pageUrl: string } {
	if (
		typeof body !== 'object' ||
		body === null ||
		!Array.isArray((body as { fields?: unknown }).fields)
	) {
		throw new SandboxHttpError(
			400,
			errorBody('Invalid input JSON: fields is required and must be a list', 'VALIDATION_ERROR'),
		);
	}
	const { fields, submittedAt, context, legalConsentOptions } = body as {
		fields: unknown[];
		submittedAt?: unknown;
		context?: unknown;
		legalConsentOptions?: unknown;
	};
	if (stored.configuration.recaptchaEnabled) {
		throw invalidSubmission([
			{
				errorType: 'FORM_HAS_RECAPTCHA_ENABLED',
				message: 'This form has reCAPTCHA enabled: it cannot be submitted through the API',
			},
		]);
	}
	if (fields.length > MAX_VALUES)
		throw invalidSubmission([
			{
				errorType: 'MAX_NUMBER_OF_SUBMITTED_VALUES_EXCEEDED',
				message: `At most ${MAX_VALUES} values`,
			},
		]);
	const definitions = FormStore.fieldsOf(stored);
	const problems: SubmitError[] = [];
	const values: SubmittedValue[] = [];
	for (const entry of fields as Array<Record<string, unknown>>) {
		const name = typeof entry?.name === 'string' ? entry.name : '';
		const objectTypeId = typeof entry?.objectTypeId === 'string' ? entry.objectTypeId : '0-1';
		if (typeof entry?.value === 'object' && entry.value !== null) {
			throw new SandboxHttpError(
				400,
				errorBody(`Invalid input JSON: value of ${name} must be a string`, 'VALIDATION_ERROR'),
			);
		}
		const value = entry?.value === undefined || entry.value === null ? '' : String(entry.value);
		const definition = definitions.find((d) => d.name === name && d.objectTypeId === objectTypeId);
		if (!definition && !secure) {
			problems.push({
				errorType: 'FIELD_NOT_IN_FORM_DEFINITION',
				message: `Error in 'fields.${name}'. Field ${name} is not in the form definition.`,
			});
			continue;
		}
		const problem = definition && valueProblem(definition, value);
		if (problem) problems.push(problem);
		values.push({ objectTypeId, name, value });
	}
	for (const definition of definitions.filter((d) => d.required)) {
		if (
			!values.some(
				(v) =>
					v.name === definition.name &&
					v.objectTypeId === definition.objectTypeId &&
					v.value !== '',
			)
		) {
			problems.push({
				errorType: 'REQUIRED_FIELD',
				message: `Error in '${definition.name}'. Required field '${definition.name}' is missing`,
			});
		}
	}
	problems.push(...contextProblems(context), ...consentProblems(legalConsentOptions));
	let at = now;
	if (submittedAt !== undefined) {
		at = Number(submittedAt);
		if (!/^\d+$/.test(String(submittedAt)) || at > now + 60_000 || at < now - MAX_BACKDATE_MS) {
			problems.push({
				errorType: 'INVALID_METADATA',
				message: `submittedAt ${String(submittedAt)} must be epoch milliseconds within the last month`,
			});
		}
	}
	if (problems.length) throw invalidSubmission(problems);
	const pageUri = (context as { pageUri?: string } | undefined)?.pageUri ?? '';
	return { values, submittedAt: at, pageUrl: pageUri };
}

/** The forms area: its routes, its store, and the CRM store its submissions write contacts to. */
export function createFormsArea(
	context: SandboxContext,
	crm: CrmStore,
): SandboxArea & { forms: FormStore } {
	const forms = new FormStore();
	const windows = new Map<string, number[]>();
	const contacts = findObjectType('contacts')!;

	/** The forms host's own rolling window, apart from the API's. */
	function admit(key: string, max: number): void {
		const { enabled, windowMs } = context.config.rateLimits;
		if (!enabled) return;
		const now = Date.now();
		const times = (windows.get(key) ?? []).filter((t) => t > now - windowMs);
		if (times.length >= max) {
			throw new SandboxHttpError(429, {
				...errorBody('You have reached your ten_secondly_rolling limit.'),
				errorType: 'RATE_LIMIT',
				policyName: 'TEN_SECONDLY_ROLLING',
			});
		}
		windows.set(key, [...times, now]);
	}

	function liveForm(formId: string, archived = false): StoredForm {
		const stored = forms.forms.get(formId);
		if (!stored || stored.archived !== archived) throw formNotFound(formId);
		return stored;
	}

	/** The contact a submission makes or updates, found by its email, as HubSpot's form processing does. */
	function writeContact(stored: StoredForm, values: SubmittedValue[]): void {
		const properties = Object.fromEntries(
			values
				.filter((v) => v.objectTypeId === '0-1' && v.value !== '')
				.map((v) => [v.name, v.value]),
		);
		const email = properties.email;
		if (!email) return;
		const existing = crm.findByProperty(contacts, 'email', email);
		if (existing) crm.update(existing, properties);
		else
			crm.create(contacts, {
				...properties,
				hs_analytics_source: 'OFFLINE',
				recent_conversion_event_name: stored.name,
			});
	}

	function submit(req: SandboxRequest, secure: boolean): SandboxReply {
		if (Number(req.params.portalId) !== ACCOUNT.hubId) throw formNotFound(req.params.formId);
		const caller: Caller = req.caller;
		if (secure) admit(`secure:${caller.token ?? ''}`, FORMS_HOST_LIMITS.securePerTenSeconds);
		else admit(`public:${req.params.portalId}`, FORMS_HOST_LIMITS.publicPerTenSeconds);
		const stored = liveForm(req.params.formId);
		const { values, submittedAt, pageUrl } = checkSubmission(
			stored,
			req.body,
			secure,
			context.clock.now(),
		);
		forms.submit(stored.id, submittedAt, values, pageUrl, randomUUID());
		writeContact(stored, values);
		const action = stored.configuration.postSubmitAction;
		return {
			status: 200,
			body:
				action.type === 'redirect_url'
					? { redirectUri: action.value }
					: { inlineMessage: action.value },
		};
	}

	const accountDetails = (): SandboxReply => ({
		status: 200,
		body: {
			portalId: ACCOUNT.hubId,
			accountType: 'STANDARD',
			timeZone: 'US/Eastern',
			companyCurrency: 'USD',
			additionalCurrencies: [],
			utcOffset: '-05:00',
			utcOffsetMilliseconds: -18_000_000,
			uiDomain: 'app.hubspot.com',
			dataHostingLocation: 'na1',
		},
	});

	const routes: Route[] = [
		{
			method: 'GET',
			pattern: '/marketing/v3/forms',
			auth: formsScope,
			handler: (req) => {
				const limit = pageSize(req.query.get('limit'), FORM_PAGE);
				const types = req.query.getAll('formTypes').flatMap((t) => t.split(','));
				const unknown = types.filter((t) => !FORM_TYPES.includes(t));
				if (unknown.length) throw validationError(`Unknown formTypes: ${unknown.join(', ')}`);
				const wanted = types.length ? types : ['hubspot'];
				const archived = req.query.get('archived') === 'true';
				const listed = [...forms.forms.values()].filter(
					(f) => f.archived === archived && (wanted.includes('all') || wanted.includes(f.formType)),
				);
				const start = Number(req.query.get('after') ?? 0) || 0;
				const page = listed.slice(start, start + limit);
				const next = start + limit < listed.length ? String(start + limit) : undefined;
				return {
					status: 200,
					body: {
						results: page.map(publicForm),
						...(next
							? {
									paging: {
										next: {
											after: next,
											link: `${context.baseUrl()}/marketing/v3/forms?after=${next}`,
										},
									},
								}
							: {}),
					},
				};
			},
		},
		{
			method: 'GET',
			pattern: '/marketing/v3/forms/{formId}',
			auth: formsScope,
			handler: (req) => ({
				status: 200,
				body: publicForm(liveForm(req.params.formId, req.query.get('archived') === 'true')),
			}),
		},
		{
			method: 'GET',
			pattern: '/form-integrations/v1/submissions/forms/{formId}',
			auth: formsScope,
			handler: (req) => {
				const stored = forms.forms.get(req.params.formId);
				if (!stored) throw formNotFound(req.params.formId);
				const limit = pageSize(req.query.get('limit'), SUBMISSION_PAGE);
				const after = req.query.get('after');
				const from = after ? readCursor(after) : undefined;
				const older = forms
					.submissionsOf(stored.id)
					.filter(
						(s) =>
							!from ||
							s.submittedAt < from.submittedAt ||
							(s.submittedAt === from.submittedAt && s.sequence < from.sequence),
					);
				const page = older.slice(0, limit);
				const next = older.length > limit ? cursorOf(page[page.length - 1]) : undefined;
				return {
					status: 200,
					body: {
						results: page.map(publicSubmission),
						...(next
							? {
									paging: {
										next: {
											after: next,
											link: `${context.baseUrl()}/form-integrations/v1/submissions/forms/${stored.id}?after=${next}`,
										},
									},
								}
							: {}),
					},
				};
			},
		},
		{
			method: 'GET',
			pattern: '/account-info/v3/details',
			auth: { kind: 'bearer' },
			handler: accountDetails,
		},
		{
			method: 'GET',
			pattern: '/account-info/2026-03/details',
			auth: { kind: 'bearer' },
			version: '2026-03',
			handler: accountDetails,
		},
		{
			method: 'POST',
			pattern: `${FORMS_HOST_PREFIX}/submissions/v3/integration/submit/{portalId}/{formId}`,
			auth: { kind: 'none' },
			limitClass: 'unlimited',
			handler: (req) => submit(req, false),
		},
		{
			method: 'POST',
			pattern: `${FORMS_HOST_PREFIX}/submissions/v3/integration/secure/submit/{portalId}/{formId}`,
			auth: formsScope,
			limitClass: 'unlimited',
			handler: (req) => submit(req, true),
		},
	];

	return {
		name: 'forms',
		routes,
		forms,
		reset: () => {
			forms.reset();
			windows.clear();
		},
	};
}
