// HubSpot Marketing Events in a real n8n, with the private-app credential: a Zoom webinar (a Code
// node's item) becomes a marketing event keyed by Zoom's ids, its participants (three items) are
// recorded as attended by e-mail in one request, HubSpot creating the contacts, and the event's
// participations are listed back.
import { itemsOf, runReported } from '../lib/execute.mjs';

const WORKFLOW_ID = 'e2eMarketingEvt1';
// Addresses no other check writes: an e-mail HubSpot already knows keeps its contact's names.
const EMAILS = ['ada@webinar.example', 'grace@webinar.example', 'alan@webinar.example'];

export async function checkMarketingEvents({ report, run, sandbox }) {
	await sandbox.control('DELETE', 'requests');
	const runData = await runReported({ report, run }, WORKFLOW_ID, 'the marketing events workflow');
	if (!runData) return;
	await report.attempt(
		'Create makes the webinar a marketing event keyed by its Zoom ids, with its end from the duration',
		async () => {
			const [created] = itemsOf(runData, 'Create Event');
			const problems = [];
			if (!/^\d+$/.test(String(created?.objectId)))
				problems.push(`created ${JSON.stringify(created)}`);
			const stored = await sandbox.api(
				'GET',
				`/marketing/v3/marketing-events/${created?.objectId}`,
			);
			if (
				stored.externalEventId !== '88010001' ||
				stored.externalAccountId !== 'zoom-account-1' ||
				stored.eventName !== 'Onboarding live' ||
				stored.endDateTime !== '2026-12-01T17:00:00.000Z'
			)
				problems.push(`stored ${JSON.stringify(stored)}`);
			return problems;
		},
	);
	await report.attempt(
		'Record sends the three participants in one request, one output item each, and the sandbox holds them as attended contacts',
		async () => {
			const [created] = itemsOf(runData, 'Create Event');
			const recorded = itemsOf(runData, 'Record Attendance');
			const problems = [];
			if (JSON.stringify(recorded.map((r) => r.email)) !== JSON.stringify(EMAILS))
				problems.push(`recorded ${JSON.stringify(recorded)}`);
			if (!recorded.every((r) => /^\d+$/.test(String(r.contactId)) && r.state === 'attend'))
				problems.push(`recorded ${JSON.stringify(recorded)}`);
			const sent = (await sandbox.requests()).filter((r) => r.path.includes('/attendance/'));
			if (sent.length !== 1 || !sent[0].path.endsWith('/88010001/attend/email-create'))
				problems.push(`attendance requests ${JSON.stringify(sent.map((r) => r.path))}`);
			const { results } = await sandbox.api(
				'GET',
				`/marketing/v3/marketing-events/participations/${created?.objectId}/breakdown?limit=100`,
			);
			const held = results.map(
				(p) => `${p.associations.contact.email}:${p.properties.attendanceState}`,
			);
			if (JSON.stringify(held) !== JSON.stringify(EMAILS.map((e) => `${e}:ATTENDED`)))
				problems.push(`the sandbox holds ${JSON.stringify(held)}`);
			const contact = await sandbox.api(
				'GET',
				'/crm/v3/objects/contacts/grace%40webinar.example?idProperty=email&properties=firstname,lastname',
			);
			if (contact.properties.firstname !== 'Grace' || contact.properties.lastname !== 'Hopper')
				problems.push(`contact ${JSON.stringify(contact.properties)}`);
			return problems;
		},
	);
	await report.attempt(
		'Get Many lists the event’s participations once (Execute Once), one item per contact',
		async () => {
			const listed = itemsOf(runData, 'List Participations');
			const emails = listed.map((p) => p.associations?.contact?.email);
			return JSON.stringify(emails) === JSON.stringify(EMAILS)
				? []
				: [`listed ${JSON.stringify(listed).slice(0, 400)}`];
		},
	);
}
