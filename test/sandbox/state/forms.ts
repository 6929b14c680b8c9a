/**
 * The account's forms (marketing v3 definitions) and the submissions they received (what the v1
 * submissions read pages through). Deterministic: the same forms, ids and times after every reset.
 */

export type FormFieldType =
	| 'email'
	| 'phone'
	| 'mobile_phone'
	| 'single_line_text'
	| 'multi_line_text'
	| 'number'
	| 'single_checkbox'
	| 'multiple_checkboxes'
	| 'dropdown'
	| 'radio'
	| 'datepicker'
	| 'file'
	| 'payment_link_radio';

/** Field types whose values must be one of the field's options (`;`-joined for multiple checkboxes). */
export const OPTION_FIELD_TYPES: readonly FormFieldType[] = [
	'multiple_checkboxes',
	'dropdown',
	'radio',
	'payment_link_radio',
];

export interface FieldOption {
	label: string;
	value: string;
	displayOrder: number;
	description: string;
}

export interface FormField {
	/** `0-1` contacts, `0-2` companies: the object the field's property belongs to. */
	objectTypeId: string;
	name: string;
	label: string;
	fieldType: FormFieldType;
	required: boolean;
	hidden: boolean;
	options?: FieldOption[];
}

export interface FieldGroup {
	groupType: 'default_group' | 'progressive' | 'queued';
	richTextType: 'text' | 'image';
	fields: FormField[];
}

export type LegalConsentOptions =
	| { type: 'none' }
	| {
			type: 'legitimate_interest';
			subscriptionTypeIds: number[];
			lawfulBasis: 'lead' | 'client';
			privacyText: string;
	  }
	| {
			type: 'explicit_consent_to_process' | 'implicit_consent_to_process';
			communicationsCheckboxes: Array<{
				subscriptionTypeId: number;
				label: string;
				required: boolean;
			}>;
			privacyText: string;
			communicationConsentText: string;
	  };

export interface StoredForm {
	id: string;
	name: string;
	formType: 'hubspot' | 'captured' | 'flow' | 'blog_comment';
	createdAt: string;
	updatedAt: string;
	archived: boolean;
	archivedAt?: string;
	fieldGroups: FieldGroup[];
	configuration: {
		language: string;
		createNewContactForNewEmail: boolean;
		prePopulateKnownValues: boolean;
		recaptchaEnabled: boolean;
		notifyRecipients: string[];
		postSubmitAction: { type: 'thank_you' | 'redirect_url'; value: string };
		lifecycleStages: Array<{ objectTypeId: string; value: string }>;
		allowLinkToResetKnownValues: boolean;
		archivable: boolean;
		cloneable: boolean;
		editable: boolean;
	};
	displayOptions: {
		renderRawHtml: boolean;
		theme: string;
		submitButtonText: string;
		style: Record<string, string>;
	};
	legalConsentOptions: LegalConsentOptions;
}

export interface SubmittedValue {
	objectTypeId: string;
	name: string;
	value: string;
}

export interface StoredSubmission {
	conversionId: string;
	formId: string;
	/** Epoch ms: the time the submitter gave, else the time it arrived. */
	submittedAt: number;
	/** Arrival order, for the order of equal `submittedAt`s. */
	sequence: number;
	values: SubmittedValue[];
	pageUrl: string;
}

const option = (value: string, label: string, displayOrder: number): FieldOption => ({
	label,
	value,
	displayOrder,
	description: '',
});

const field = (
	name: string,
	label: string,
	fieldType: FormFieldType,
	extra: Partial<FormField> = {},
): FormField => ({
	objectTypeId: '0-1',
	name,
	label,
	fieldType,
	required: false,
	hidden: false,
	...extra,
});

const SEED_TIME = Date.parse('2026-01-05T09:00:00.000Z');

function form(
	id: string,
	name: string,
	fieldGroups: FieldGroup[],
	overrides: Partial<StoredForm> = {},
	configuration: Partial<StoredForm['configuration']> = {},
): StoredForm {
	const at = new Date(SEED_TIME).toISOString();
	return {
		id,
		name,
		formType: 'hubspot',
		createdAt: at,
		updatedAt: at,
		archived: false,
		fieldGroups,
		configuration: {
			language: 'en',
			createNewContactForNewEmail: false,
			prePopulateKnownValues: true,
			recaptchaEnabled: false,
			notifyRecipients: [],
			postSubmitAction: { type: 'thank_you', value: 'Thanks for submitting the form.' },
			lifecycleStages: [],
			allowLinkToResetKnownValues: false,
			archivable: true,
			cloneable: true,
			editable: true,
			...configuration,
		},
		displayOptions: {
			renderRawHtml: false,
			theme: 'default_style',
			submitButtonText: 'Submit',
			style: {},
		},
		legalConsentOptions: { type: 'none' },
		...overrides,
	};
}

const group = (...fields: FormField[]): FieldGroup => ({
	groupType: 'default_group',
	richTextType: 'text',
	fields,
});

/** The seed forms' ids, for tests. */
export const SEED_FORMS = {
	contactUs: '0f6a1b7e-3c2d-4e5f-8a9b-000000000001',
	eventRegistration: '0f6a1b7e-3c2d-4e5f-8a9b-000000000002',
	newsletter: '0f6a1b7e-3c2d-4e5f-8a9b-000000000003',
	gatedDemo: '0f6a1b7e-3c2d-4e5f-8a9b-000000000004',
	retired: '0f6a1b7e-3c2d-4e5f-8a9b-000000000005',
	chatCapture: '0f6a1b7e-3c2d-4e5f-8a9b-000000000006',
} as const;

/**
 * Contact us (the usual: email required, a redirect after submitting); Event registration (a field of
 * every field type, a company field, two groups); Newsletter (explicit consent with a subscription
 * checkbox); Gated demo (reCAPTCHA on: API submissions refused); an archived form; a non-marketing
 * (`captured`) form that only `formTypes=all` or `captured` lists.
 */
function seedForms(): StoredForm[] {
	const email = field('email', 'Email', 'email', { required: true });
	return [
		form(
			SEED_FORMS.contactUs,
			'Contact us',
			[
				group(
					email,
					field('firstname', 'First name', 'single_line_text'),
					field('lastname', 'Last name', 'single_line_text'),
				),
				group(field('message', 'Message', 'multi_line_text')),
			],
			{},
			{
				createNewContactForNewEmail: true,
				postSubmitAction: { type: 'redirect_url', value: 'https://www.example.com/thank-you' },
			},
		),
		form(SEED_FORMS.eventRegistration, 'Event registration', [
			group(
				email,
				field('firstname', 'First name', 'single_line_text', { required: true }),
				field('phone', 'Phone', 'phone'),
				field('mobilephone', 'Mobile phone', 'mobile_phone'),
			),
			group(
				field('name', 'Company name', 'single_line_text', { objectTypeId: '0-2' }),
				field('numemployees', 'Number of employees', 'number'),
				field('newsletter_opt_in', 'Send me the newsletter', 'single_checkbox'),
				field('interests', 'Interests', 'multiple_checkboxes', {
					options: [
						option('workshops', 'Workshops', 0),
						option('talks', 'Talks', 1),
						option('networking', 'Networking', 2),
					],
				}),
				field('ticket_type', 'Ticket type', 'dropdown', {
					required: true,
					options: [option('standard', 'Standard', 0), option('vip', 'VIP', 1)],
				}),
				field('dietary', 'Dietary needs', 'radio', {
					options: [
						option('none', 'None', 0),
						option('vegetarian', 'Vegetarian', 1),
						option('vegan', 'Vegan', 2),
					],
				}),
				field('arrival_date', 'Arrival date', 'datepicker'),
				field('notes', 'Notes', 'multi_line_text'),
				field('cv', 'Upload a file', 'file'),
				field('payment', 'Payment', 'payment_link_radio', { options: [option('card', 'Card', 0)] }),
				field('utm_source', 'Source', 'single_line_text', { hidden: true }),
			),
		]),
		form(SEED_FORMS.newsletter, 'Newsletter', [group(email)], {
			legalConsentOptions: {
				type: 'explicit_consent_to_process',
				communicationsCheckboxes: [
					{
						subscriptionTypeId: 8001,
						label: 'I agree to receive the newsletter.',
						required: false,
					},
				],
				privacyText: 'We store your data to send you the newsletter.',
				communicationConsentText: 'We would like to send you the newsletter.',
			},
		}),
		form(SEED_FORMS.gatedDemo, 'Gated demo', [group(email)], {}, { recaptchaEnabled: true }),
		form(SEED_FORMS.retired, 'Retired webinar form', [group(email)], {
			archived: true,
			archivedAt: new Date(SEED_TIME + 86_400_000).toISOString(),
		}),
		form(SEED_FORMS.chatCapture, 'Chat capture', [group(email)], { formType: 'captured' }),
	];
}

/** The forms and their submissions. */
export class FormStore {
	readonly forms = new Map<string, StoredForm>();

	/** Every submission, in arrival order. */
	submissions: StoredSubmission[] = [];

	private sequence = 0;

	constructor() {
		this.reset();
	}

	reset(): void {
		this.forms.clear();
		for (const seeded of seedForms()) this.forms.set(seeded.id, seeded);
		this.submissions = [];
		this.sequence = 0;
	}

	/** The fields of a form, every group's. */
	static fieldsOf(stored: StoredForm): FormField[] {
		return stored.fieldGroups.flatMap((g) => g.fields);
	}

	submit(
		formId: string,
		submittedAt: number,
		values: SubmittedValue[],
		pageUrl: string,
		conversionId: string,
	): StoredSubmission {
		const submission = {
			conversionId,
			formId,
			submittedAt,
			sequence: ++this.sequence,
			values,
			pageUrl,
		};
		this.submissions.push(submission);
		return submission;
	}

	/** A form's submissions as v1 lists them: newest first, the later arrival first among equal times. */
	submissionsOf(formId: string): StoredSubmission[] {
		return this.submissions
			.filter((s) => s.formId === formId)
			.sort((a, b) => b.submittedAt - a.submittedAt || b.sequence - a.sequence);
	}
}
